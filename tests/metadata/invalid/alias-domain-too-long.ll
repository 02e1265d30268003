; expect: E0810 at !0
; A domain has a name and at most a description.
store i32 0, ptr %p, !alias.scope !5
!0 = !{!0, !"d", !"extra"}
!2 = !{!2, !0}
!5 = !{!2}
