; expect: E0810 at i8 5
; Three bounds: the last has no partner.
%a = load i8, ptr %x, !range !0
!0 = !{i8 0, i8 2, i8 5}
