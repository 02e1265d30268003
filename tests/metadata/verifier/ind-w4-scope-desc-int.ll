; INVALID: a scope description that is a number
define void @f(ptr %a) {
  %x = load i8, ptr %a, !alias.scope !0
  ret void
}
!0 = !{!1}
!1 = distinct !{!1, !2, i32 3}
!2 = distinct !{!2}
