; INVALID: align with two operands
define ptr @f(ptr %pp) {
  %p = load ptr, ptr %pp, !align !0
  ret ptr %p
}
!0 = !{i64 8, i64 16}
