define i32 @f(double %d) {
  %r = fptosi double %d to i32, !fpmath !0
  ret i32 %r
}
!0 = !{float 1.0}
