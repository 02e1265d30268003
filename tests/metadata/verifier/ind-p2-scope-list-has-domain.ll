; INVALID: a scope list holding a bare domain node
define void @f(ptr %a) {
  store i8 0, ptr %a, !alias.scope !0
  ret void
}
!0 = !{!2}
!2 = distinct !{!2, !"dom"}
