define <2 x float> @f(<2 x float> %a, <2 x float> %b) {
  %m = fmul fast <2 x float> %a, %b, !fpmath !{float 3.0}
  ret <2 x float> %m
}
