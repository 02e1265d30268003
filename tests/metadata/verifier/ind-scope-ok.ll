; alias scopes from inlining two noalias arguments
define void @f(ptr %a, ptr %b) {
  %v = load i32, ptr %a, align 4, !alias.scope !0, !noalias !3
  store i32 %v, ptr %b, align 4, !alias.scope !3, !noalias !0
  ret void
}
!0 = !{!1}
!1 = distinct !{!1, !2, !"callee: %a"}
!2 = distinct !{!2, !"callee"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"callee: %b"}
