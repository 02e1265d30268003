; a single wrapping interval is allowed
define i32 @f(ptr %p) {
  %v = load i32, ptr %p, !range !{i32 -5, i32 -7}
  ret i32 %v
}
