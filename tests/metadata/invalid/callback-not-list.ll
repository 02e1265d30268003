; expect: E0850 at i64 2
; An encoding attached directly, not in a list of encodings.
declare !callback !1 void @broker(ptr, ptr, ptr, ptr)
!1 = !{i64 2, i64 3, i1 false}
