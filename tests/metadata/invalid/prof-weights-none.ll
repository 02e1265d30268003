; expect: E0810 at !{!"branch_weights"}
; The type alone, without weights.
br i1 %c, label %a, label %b, !prof !0
!0 = !{!"branch_weights"}
