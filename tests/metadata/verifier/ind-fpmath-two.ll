; INVALID: two operands
define float @f(float %a, float %b) {
  %d = fmul float %a, %b, !fpmath !0
  ret float %d
}
!0 = !{float 1.0, float 2.0}
