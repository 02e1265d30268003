define <4 x half> @f(<4 x half> %a) {
  %n = fneg <4 x half> %a, !fpmath !0
  %m = fmul <4 x half> %n, splat (half 0xH3C00), !fpmath !0
  ret <4 x half> %m
}
!0 = !{float 2.5}
