; expect: E0821 at i32 7
; A select takes two weights.
%s = select i1 %c, i32 1, i32 2, !prof !0
!0 = !{!"branch_weights", i32 7}
