define i1 @f(ptr %p) {
  %v = load i1, ptr %p, !range !{i1 true, i1 true}
  ret i1 %v
}
