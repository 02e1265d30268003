define i32 @f(ptr %p) {
  %v = load i32, ptr %p, !range !{i32 null, i32 5}
  ret i32 %v
}
