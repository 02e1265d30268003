; expect: E0810 at !2
; A scope without its domain.
store i32 0, ptr %p, !alias.scope !5
!2 = !{!2}
!5 = !{!2}
