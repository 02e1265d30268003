define void @f(ptr %p) {
  %v = load i32, ptr %p, !alias.scope !{!{!"scope", !{!"domain"}}}
  ret void
}
