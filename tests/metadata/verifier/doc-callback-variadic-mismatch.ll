; documented: a callback passing variadic arguments needs a variadic broker
declare !callback !1 void @broker(ptr, i32)
!0 = !{i64 0, i64 1, i1 true}
!1 = !{!0}
