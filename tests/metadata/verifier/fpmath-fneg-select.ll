define float @f(i1 %c, float %a) {
  %n = fneg nnan float %a, !fpmath !0
  %s = select nsz i1 %c, float %a, float %n, !fpmath !0
  ret float %s
}
!0 = !{float 4.0}
