; INVALID: NaN accuracy
define float @f(float %a, float %b) {
  %d = fdiv float %a, %b, !fpmath !0
  ret float %d
}
!0 = !{float 0x7FF8000000000000}
