define float @f(float %a, float %b) {
  %q = fadd float %a, %b, !fpmath !0
  ret float %q
}
!0 = !{float 1.0, float 2.0}
