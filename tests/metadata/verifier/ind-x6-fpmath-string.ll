; INVALID: an fpmath accuracy that is a string
define float @f(float %a) {
  %r = fadd float %a, %a, !fpmath !0
  ret float %r
}
!0 = !{!"2.5"}
