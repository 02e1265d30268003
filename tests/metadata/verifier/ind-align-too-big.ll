; INVALID: align above 2^32
define ptr @f(ptr %pp) {
  %p = load ptr, ptr %pp, !align !0
  ret ptr %p
}
!0 = !{i64 8589934592}
