; INVALID: distinct is not allowed on an inline node
define void @f(ptr %p) {
  store i32 0, ptr %p, !llvm.access.group distinct !{}
  ret void
}
