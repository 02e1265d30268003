define double @f(double %a) {
  %r = call double @llvm.sqrt.f64(double %a), !fpmath !0
  ret double %r
}
declare double @llvm.sqrt.f64(double)
!0 = !{float 1.0}
