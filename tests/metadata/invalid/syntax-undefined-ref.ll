; expect: E0802 at !7
; A reference to a node nothing defines.
!0 = !{!7}
