define i8 @f(ptr %p) {
  %v = load i8, ptr %p, !range !{i8 5, i8 5}
  ret i8 %v
}
