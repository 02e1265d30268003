; expect: E0850 at i64
; Weights are i32.
br i1 %c, label %a, label %b, !prof !0
!0 = !{!"branch_weights", i32 1, i64 2}
