define i8 @f(ptr %p) {
  %v = load i8, ptr %p, !range !{i8 0, i8 0}
  ret i8 %v
}
