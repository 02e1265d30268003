declare void @g()
define void @f() {
  call void @g(), !llvm.access.group !0
  ret void
}
!0 = distinct !{}
