; INVALID: scope whose domain is a string
define void @f(ptr %a) {
  %v = load i32, ptr %a, !noalias !0
  ret void
}
!0 = !{!1}
!1 = distinct !{!1, !"dom"}
