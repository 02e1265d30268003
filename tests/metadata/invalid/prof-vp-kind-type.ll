; expect: E0850 at i64
; The kind is an i32.
call void %f(), !prof !0
!0 = !{!"VP", i64 0, i64 10}
