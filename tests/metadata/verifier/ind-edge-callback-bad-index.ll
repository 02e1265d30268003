; documented: callback index out of the broker's parameters
declare !callback !0 void @broker(ptr, ptr)
!0 = !{!1}
!1 = !{i64 5, i64 1, i1 false}
