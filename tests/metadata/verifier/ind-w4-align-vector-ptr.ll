; INVALID: align on a load of a vector of pointers
define <2 x ptr> @f(ptr %p) {
  %v = load <2 x ptr>, ptr %p, !align !0
  ret <2 x ptr> %v
}
!0 = !{i64 8}
