; INVALID: accuracy given as double
define float @f(float %a, float %b) {
  %d = fdiv float %a, %b, !fpmath !0
  ret float %d
}
!0 = !{double 2.5}
