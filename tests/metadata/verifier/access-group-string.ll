define void @f(ptr %p) {
  %v = load i32, ptr %p, !llvm.access.group !{!"g"}
  ret void
}
