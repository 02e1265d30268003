; expect: E0801 at 0.1
; 0.1 is not exactly a float.
!0 = !{float 0.1}
