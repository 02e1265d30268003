define i32 @f(ptr %p) {
  %v = load i32, ptr %p, !range !{i32 0, !"ten"}
  ret i32 %v
}
