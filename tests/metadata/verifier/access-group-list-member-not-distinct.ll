define void @f(ptr %p) {
  store i32 0, ptr %p, !llvm.access.group !2
  ret void
}
!0 = distinct !{}
!1 = !{}
!2 = !{!0, !1}
