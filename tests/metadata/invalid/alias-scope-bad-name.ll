; expect: E0819 at i32 1
; A scope named by a number.
store i32 0, ptr %p, !noalias !5
!0 = !{!0}
!2 = !{i32 1, !0}
!5 = !{!2}
