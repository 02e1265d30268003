define void @f(ptr %a) {
  %v = load i32, ptr %a, !alias.scope !{}
  ret void
}
