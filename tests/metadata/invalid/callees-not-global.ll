; expect: E0850 at i64 5
; Callees are functions.
%r = call i64 %f(i64 %x), !callees !0
!0 = !{ptr @add, i64 5}
