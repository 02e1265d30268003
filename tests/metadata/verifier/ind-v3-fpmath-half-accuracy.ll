; INVALID: accuracy given as half
define float @f(float %a) {
  %r = fdiv float %a, 3.0, !fpmath !0
  ret float %r
}
!0 = !{half 0xH4000}
