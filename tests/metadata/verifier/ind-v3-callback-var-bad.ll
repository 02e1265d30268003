; documented: the last callback operand is an i1 flag
declare !callback !0 void @broker(ptr, ...)
!0 = !{!1}
!1 = !{i64 0, i64 -1}
