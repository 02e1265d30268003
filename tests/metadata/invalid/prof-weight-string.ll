; expect: E0821 at i32 2
; A string among the weights.
br i1 %c, label %a, label %b, !prof !0
!0 = !{!"branch_weights", !"hot", i32 2}
