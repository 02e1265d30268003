; scopes named by strings, domains by self reference
define void @f(ptr %a, ptr %b) {
  %x = load i8, ptr %a, !alias.scope !0, !noalias !1
  store i8 %x, ptr %b, !alias.scope !1, !noalias !0
  ret void
}
!0 = !{!2}
!1 = !{!3}
!2 = !{!"scope A", !4, !"desc"}
!3 = !{!"scope B", !4}
!4 = distinct !{!4, !"the domain"}
