define void @f(ptr %a, ptr %b) {
  %v = load i32, ptr %a, !alias.scope !3, !noalias !4
  store i32 %v, ptr %b, !alias.scope !4, !noalias !3
  ret void
}

!0 = distinct !{!0, !"domain"}
!1 = distinct !{!1, !0, !"scope 1"}
!2 = distinct !{!2, !0}
!3 = !{!1}
!4 = !{!2}
