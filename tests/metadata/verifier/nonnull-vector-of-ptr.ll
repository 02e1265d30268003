define <2 x ptr> @f(ptr %pp) {
  %p = load <2 x ptr>, ptr %pp, !nonnull !0
  ret <2 x ptr> %p
}
!0 = !{}
