; expect: E0811 at !"domain"
; The domain must be a node.
store i32 0, ptr %p, !alias.scope !5
!2 = !{!2, !"domain"}
!5 = !{!2}
