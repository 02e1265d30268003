; expect: E0811 at i32 3
; A scope's description is a string.
store i32 0, ptr %p, !alias.scope !5
!0 = !{!0}
!2 = !{!2, !0, i32 3}
!5 = !{!2}
