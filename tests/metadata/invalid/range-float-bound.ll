; expect: E0811 at float 1.0
; Floating-point bounds.
%a = load i8, ptr %x, !range !0
!0 = !{float 1.0, float 2.0}
