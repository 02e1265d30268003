; INVALID: infinite accuracy
define float @f(float %a, float %b) {
  %d = fmul float %a, %b, !fpmath !0
  ret float %d
}
!0 = !{float 0x7FF0000000000000}
