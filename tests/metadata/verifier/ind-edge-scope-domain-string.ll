; a domain written as a string only, scope with a string name
define void @f(ptr %a) {
  %v = load i32, ptr %a, !alias.scope !0
  ret void
}
!0 = !{!1}
!1 = !{!"scope-a", !2}
!2 = !{!"domain"}
