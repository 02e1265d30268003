; expect: E0850 at i32
; Values and counts are i64.
call void %f(), !prof !0
!0 = !{!"VP", i32 1, i64 10, i32 8, i64 10}
