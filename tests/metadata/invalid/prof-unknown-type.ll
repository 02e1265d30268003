; expect: E0851 at !"branch_weight"
; A misspelled profile type.
br i1 %c, label %a, label %b, !prof !0
!0 = !{!"branch_weight", i32 1, i32 2}
