; INVALID: a domain with three operands
define void @f(ptr %a) {
  %v = load i32, ptr %a, !alias.scope !0
  ret void
}
!0 = !{!1}
!1 = distinct !{!1, !2}
!2 = distinct !{!2, !"d", !"e"}
