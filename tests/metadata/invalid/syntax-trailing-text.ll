; expect: E0800 at !1 = !{}
; One definition per line.
!0 = !{} !1 = !{}
