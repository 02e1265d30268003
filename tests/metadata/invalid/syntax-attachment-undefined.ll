; expect: E0802 at !3
; An attachment of a node nothing defines.
%a = load i8, ptr %x, !range !3
!0 = !{i8 0, i8 2}
