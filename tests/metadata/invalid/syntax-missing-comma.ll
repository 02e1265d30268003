; expect: E0800 at i32
; Operands are separated by commas.
!0 = !{i32 1 i32 2}
