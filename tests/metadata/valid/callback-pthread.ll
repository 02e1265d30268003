; pthread_create calls its third argument (index 2) with its fourth (index 3).
declare !callback !1 dso_local i32 @pthread_create(i64*, %union.pthread_attr_t*, i8* (i8*)*, i8*)

!2 = !{i64 2, i64 3, i1 false}
!1 = !{!2}
