; expect: E0850 at i64
; The last operand is the i1 variadic flag.
declare !callback !1 void @broker(ptr, ptr, ptr, ptr)
!2 = !{i64 2, i64 3}
!1 = !{!2}
