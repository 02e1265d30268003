define ptr @f(ptr %pp) {
  %p = load ptr, ptr %pp, align 8, !nonnull !0
  ret ptr %p
}
!0 = !{}
