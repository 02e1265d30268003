; INVALID: reference to an undefined metadata node
define i32 @f(ptr %p) {
  %v = load i32, ptr %p, !range !7
  ret i32 %v
}
