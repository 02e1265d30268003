define ptr @f(i64 %a) {
  %p = inttoptr i64 %a to ptr, !align !0
  ret ptr %p
}
!0 = !{i64 4}
