define double @f(double %x) {
  %y = freeze double %x, !fpmath !0
  ret double %y
}
!0 = !{float 1.0}
