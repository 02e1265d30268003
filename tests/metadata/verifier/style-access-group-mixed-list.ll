define void @f(ptr %p) {
  store i8 0, ptr %p, !llvm.access.group !2
  ret void
}
!0 = distinct !{}
!1 = distinct !{!"x"}
!2 = !{!0, !1}
