; expect: E0801 at 256
; 256 does not fit in i8.
!0 = !{i8 256}
