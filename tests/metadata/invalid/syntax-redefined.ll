; expect: E0803 at !0
; The same number defined twice.
!0 = !{}
!0 = !{i32 1}
