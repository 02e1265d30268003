define <2 x ptr> @f(<2 x i64> %a) {
  %p = inttoptr <2 x i64> %a to <2 x ptr>, !dereferenceable !0
  ret <2 x ptr> %p
}
!0 = !{i64 4}
