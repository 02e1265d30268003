; INVALID: a scope whose first operand is a number
define void @f(ptr %a) {
  %v = load i32, ptr %a, !alias.scope !0
  ret void
}
!0 = !{!1}
!1 = !{i32 1, !2}
!2 = distinct !{!2}
