define i32 @f(i32 %a) {
  %s = add i32 %a, 1, !fpmath !0
  ret i32 %s
}
!0 = !{float 2.5}
