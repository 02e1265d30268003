; INVALID: a domain whose name is a number
define void @f(ptr %a) {
  %x = load i8, ptr %a, !noalias !0
  ret void
}
!0 = !{!1}
!1 = distinct !{!1, !2}
!2 = !{i32 0}
