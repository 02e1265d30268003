declare void @g()
define void @f() {
  call void @g(), !noalias !3
  ret void
}

!0 = distinct !{!0, !"domain"}
!1 = distinct !{!1, !0, !"scope 1"}
!2 = distinct !{!2, !0}
!3 = !{!1}
!4 = !{!2}
