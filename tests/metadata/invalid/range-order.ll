; expect: E0815 at i8 0
; The second pair starts below the first.
%a = load i8, ptr %x, !range !0
!0 = !{i8 3, i8 6, i8 0, i8 2}
