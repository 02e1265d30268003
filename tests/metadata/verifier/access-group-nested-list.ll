define void @f(ptr %p) {
  %v = load i32, ptr %p, !llvm.access.group !2
  ret void
}
!0 = distinct !{}
!1 = !{!0}
!2 = !{!1}
