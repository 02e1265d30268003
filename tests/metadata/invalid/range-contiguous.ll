; expect: E0816 at i8 2, i8 4
; [0, 2) and [2, 4) touch: one pair [0, 4) says the same.
%a = load i8, ptr %x, !range !0
!0 = !{i8 0, i8 2, i8 2, i8 4}
