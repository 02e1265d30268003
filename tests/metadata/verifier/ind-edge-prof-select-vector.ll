define <2 x i32> @f(i1 %c, <2 x i32> %a, <2 x i32> %b) {
  %s = select i1 %c, <2 x i32> %a, <2 x i32> %b, !prof !0
  ret <2 x i32> %s
}
!0 = !{!"branch_weights", i32 1, i32 1}
