; INVALID: zero accuracy
define float @f(float %a, float %b) {
  %d = fdiv float %a, %b, !fpmath !0
  ret float %d
}
!0 = !{float 0.0}
