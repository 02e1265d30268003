define void @f(ptr %a) {
  %v = load i32, ptr %a, !alias.scope !2
  ret void
}
!0 = distinct !{!0, i32 5}
!1 = distinct !{!1, !0}
!2 = !{!1}
