; expect: E0811 at !"two"
; A string where a bound belongs.
%a = load i8, ptr %x, !range !0
!0 = !{i8 0, !"two"}
