; expect: E0815 at i8 -2
; Ordered as unsigned numbers (0, then 254) but not as signed ones (0, then -2).
%a = load i8, ptr %x, !range !0
!0 = !{i8 0, i8 2, i8 -2, i8 -1}
