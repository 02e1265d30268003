; expect: E0854 at i1 true
; Variadic arguments passed on from a broker that has none.
declare !callback !1 dso_local i32 @pthread_create(i64*, %union.pthread_attr_t*, i8* (i8*)*, i8*)
!2 = !{i64 2, i64 3, i1 true}
!1 = !{!2}
