; INVALID: OpenCL style, but the fpmath accuracy is written as double
define float @f(float %v, float %k) {
  %d = fdiv float %v, %k, !fpmath !0
  ret float %d
}
!0 = !{double 2.500000e+00}
