; expect: E0851 at i32 7
; Value-profile kinds are 0 (indirect calls) and 1 (memory operation sizes).
call void %f(), !prof !0
!0 = !{!"VP", i32 7, i64 1600, i64 1, i64 2}
