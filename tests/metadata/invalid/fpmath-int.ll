; expect: E0811 at i32 3
; An integer accuracy.
%q = fdiv float %a, %b, !fpmath !0
!0 = !{i32 3}
