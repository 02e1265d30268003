; expect: E0850 at !{}
; A list without encodings.
declare !callback !1 void @broker(ptr, ptr, ptr, ptr)
!1 = !{}
