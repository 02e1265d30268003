; expect: E0800 at integer
; Operands are typed constants.
!0 = !{integer 5}
