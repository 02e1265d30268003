; expect: E0812 at i16
; Bounds of i16 on a load of i8.
%a = load i8, ptr %x, !range !0
!0 = !{i16 0, i16 2}
