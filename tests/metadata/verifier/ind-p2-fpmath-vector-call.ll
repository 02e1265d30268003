declare <2 x float> @g()
define <2 x float> @f(i1 %c, float %a, float %b) {
  %r = call <2 x float> @g(), !fpmath !0
  %s = select i1 %c, float %a, float %b, !fpmath !0
  ret <2 x float> %r
}
!0 = !{float 0.5}
