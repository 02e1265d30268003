; expect: E0854 at i64 4
; The broker has arguments 0 to 3.
declare !callback !1 dso_local i32 @pthread_create(i64*, %union.pthread_attr_t*, i8* (i8*)*, i8*)
!2 = !{i64 2, i64 4, i1 false}
!1 = !{!2}
