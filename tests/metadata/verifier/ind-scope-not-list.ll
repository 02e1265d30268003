; INVALID: alias.scope naming a scope directly, not a list of scopes
define void @f(ptr %a) {
  %v = load i32, ptr %a, !alias.scope !1
  ret void
}
!1 = distinct !{!1, !2, !"s"}
!2 = distinct !{!2, !"d"}
