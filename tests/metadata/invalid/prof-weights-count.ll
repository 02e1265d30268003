; expect: E0821 at i32 1, i32 2, i32 3
; Three weights on a branch with two successors.
br i1 %c, label %a, label %b, !prof !0
!0 = !{!"branch_weights", i32 1, i32 2, i32 3}
