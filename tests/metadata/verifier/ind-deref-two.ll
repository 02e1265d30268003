; INVALID: two operands
define ptr @f(ptr %pp) {
  %p = load ptr, ptr %pp, !dereferenceable !0
  ret ptr %p
}
!0 = !{i64 8, i64 16}
