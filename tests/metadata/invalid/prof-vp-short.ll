; expect: E0850 at !{!"VP", i32 0}
; No total count.
call void %f(), !prof !0
!0 = !{!"VP", i32 0}
