; expect: E0811 at !"hot"
; A string among the weights.
br i1 %c, label %a, label %b, !prof !0
!0 = !{!"branch_weights", !"hot", i32 2}
