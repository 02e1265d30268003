; INVALID: align on inttoptr
define ptr @f(i64 %x) {
  %p = inttoptr i64 %x to ptr, !align !0
  ret ptr %p
}
!0 = !{i64 8}
