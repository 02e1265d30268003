declare !callback !1 void @broker(ptr, ptr, ...)
!0 = !{i64 0, i64 1, i1 true}
!1 = !{!0}
