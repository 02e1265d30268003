; expect: E0816 at i8 3, i8 8
; [0, 5) and [3, 8) share 3 and 4.
%a = load i8, ptr %x, !range !0
!0 = !{i8 0, i8 5, i8 3, i8 8}
