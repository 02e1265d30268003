define <2 x double> @f(<2 x double> %a, <2 x double> %b) {
  %d = fdiv fast <2 x double> %a, %b, !fpmath !0
  ret <2 x double> %d
}
!0 = !{float 1.0e+00}
