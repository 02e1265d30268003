; expect: E0816 at i8 10, i8 -8
; The last pair wraps around and overlaps the first.
%a = load i8, ptr %x, !range !0
!0 = !{i8 -10, i8 -5, i8 0, i8 2, i8 10, i8 -8}
