; a tiny denormal accuracy is still positive and finite
define float @f(float %a, float %b) {
  %d = fdiv float %a, %b, !fpmath !0
  ret float %d
}
!0 = !{float 0x36A0000000000000}
