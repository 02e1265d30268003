; expect: E0800 at !"abc}
; A string that never ends.
!0 = !{!"abc}