; INVALID: nonnull on a vector of pointers
define <2 x ptr> @f(ptr %p) {
  %v = load <2 x ptr>, ptr %p, !nonnull !0
  ret <2 x ptr> %v
}
!0 = !{}
