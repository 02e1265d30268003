define double @f(i32 %i, double %d) {
  %a = sitofp i32 %i to double, !fpmath !0
  %b = frem double %a, %d, !fpmath !0
  ret double %b
}
!0 = !{float 2.0}
