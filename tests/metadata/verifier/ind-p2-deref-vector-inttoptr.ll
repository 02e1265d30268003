; INVALID: dereferenceable on a vector inttoptr
define <2 x ptr> @f(<2 x i64> %x) {
  %p = inttoptr <2 x i64> %x to <2 x ptr>, !dereferenceable !0
  ret <2 x ptr> %p
}
!0 = !{i64 8}
