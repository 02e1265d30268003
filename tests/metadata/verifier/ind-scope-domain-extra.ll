; INVALID: scope with four operands
define void @f(ptr %a) {
  %v = load i32, ptr %a, !noalias !0
  ret void
}
!0 = !{!1}
!1 = distinct !{!1, !2, !"s", !"extra"}
!2 = distinct !{!2, !"d"}
