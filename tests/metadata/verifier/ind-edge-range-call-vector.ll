declare <2 x i8> @g()
define <2 x i8> @f() {
  %r = call <2 x i8> @g(), !range !0
  ret <2 x i8> %r
}
!0 = !{i8 1, i8 0}
