; INVALID: nonnull with an operand
define ptr @f(ptr %pp) {
  %p = load ptr, ptr %pp, !nonnull !0
  ret ptr %p
}
!0 = !{i1 true}
