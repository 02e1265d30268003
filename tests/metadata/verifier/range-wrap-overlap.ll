define i8 @f(ptr %p) {
  %v = load i8, ptr %p, !range !0
  ret i8 %v
}
!0 = !{i8 -10, i8 5, i8 3, i8 8}
