define i1 @f(float %a, float %b) {
  %c = fcmp olt float %a, %b, !fpmath !0
  ret i1 %c
}
!0 = !{float 2.5}
