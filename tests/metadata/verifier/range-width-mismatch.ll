define i16 @f(ptr %p) {
  %v = load i16, ptr %p, !range !0
  ret i16 %v
}
!0 = !{i8 0, i8 3}
