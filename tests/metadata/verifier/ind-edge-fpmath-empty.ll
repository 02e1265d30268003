; INVALID: fpmath with no operand
define float @f(float %a) {
  %n = fadd float %a, %a, !fpmath !0
  ret float %n
}
!0 = !{}
