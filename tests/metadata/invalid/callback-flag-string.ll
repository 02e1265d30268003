; expect: E0850 at !"true"
; The flag is a constant, not a string.
declare !callback !1 void @broker(ptr, ptr, ptr, ptr)
!2 = !{i64 2, !"true"}
!1 = !{!2}
