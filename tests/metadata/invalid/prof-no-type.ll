; expect: E0811 at i32 1
; Weights without the profile type first.
br i1 %c, label %a, label %b, !prof !0
!0 = !{i32 1, i32 2}
