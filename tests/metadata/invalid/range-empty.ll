; expect: E0814 at i8 0, i8 0
; A pair with equal bounds 0, 0 is the empty set.
%a = load i8, ptr %x, !range !0
!0 = !{i8 0, i8 0}
