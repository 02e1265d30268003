; expect: E0850 at !2
; An encoding needs the callee and the flag.
declare !callback !1 void @broker(ptr, ptr, ptr, ptr)
!2 = !{i64 2}
!1 = !{!2}
