define void @f(ptr %a) {
  %v = load i32, ptr %a, !alias.scope !2
  ret void
}
!0 = !{!"dom"}
!1 = !{!"scope", !0}
!2 = !{!1}
