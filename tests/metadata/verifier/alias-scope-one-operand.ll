define void @f(ptr %a) {
  %v = load i32, ptr %a, !alias.scope !5
  ret void
}

!0 = distinct !{!0, !"domain"}
!1 = distinct !{!1, !0, !"scope 1"}
!2 = distinct !{!2, !0}
!3 = !{!1}
!4 = !{!2}
!5 = !{!6}
!6 = distinct !{!6}
