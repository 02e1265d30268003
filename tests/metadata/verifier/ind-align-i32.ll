; INVALID: align with an i32
define ptr @f(ptr %pp) {
  %p = load ptr, ptr %pp, !align !0
  ret ptr %p
}
!0 = !{i32 8}
