; expect: E0850 at i32
; Argument indexes are i64.
declare !callback !1 void @broker(ptr, ptr, ptr, ptr)
!2 = !{i64 2, i32 3, i1 false}
!1 = !{!2}
