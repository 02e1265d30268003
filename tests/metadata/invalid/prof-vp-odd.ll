; expect: E0850 at i64 7651369219802541373
; A value without its count.
call void %f(), !prof !0
!0 = !{!"VP", i32 0, i64 1600, i64 7651369219802541373}
