define float @f(double %d) {
  %r = fptrunc double %d to float, !fpmath !0
  ret float %r
}
!0 = !{float 1.0}
