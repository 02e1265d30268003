; documented: callback argument indices name parameters of the broker
declare !callback !1 void @broker(ptr, ptr)
!0 = !{i64 0, i64 5, i1 false}
!1 = !{!0}
