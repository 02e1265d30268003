; expect: E0851 at i64 -2
; Only -1 (an unknown value) may be negative.
declare !callback !1 void @broker(ptr, ptr, ptr, ptr)
!2 = !{i64 2, i64 -2, i1 false}
!1 = !{!2}
