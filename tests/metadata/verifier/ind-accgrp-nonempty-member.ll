; INVALID: a list member that is not an access group
define void @f(ptr %a) {
  %v = load i32, ptr %a, !llvm.access.group !0
  ret void
}
!0 = !{!1, !2}
!1 = distinct !{}
!2 = distinct !{!"x"}
