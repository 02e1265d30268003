define float @f(float %a, float %b) {
  %q = fdiv float %a, %b, !fpmath !0
  ret float %q
}
!0 = !{float 2.5}
