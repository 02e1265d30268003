; INVALID: fpmath on an fcmp (its result is i1)
define i1 @f(float %a) {
  %c = fcmp olt float %a, 0.0, !fpmath !0
  ret i1 %c
}
!0 = !{float 2.5}
