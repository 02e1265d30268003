; expect: E0819 at !1
; A domain named by another node.
store i32 0, ptr %p, !noalias !5
!0 = !{!1}
!1 = !{}
!2 = !{!2, !0}
!5 = !{!2}
