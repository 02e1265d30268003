define i32 @f(i32 %a) {
  %s = add i32 %a, 1, !range !0
  ret i32 %s
}
!0 = !{i32 0, i32 10}
