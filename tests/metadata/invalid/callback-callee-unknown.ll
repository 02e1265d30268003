; expect: E0851 at i64 -1
; The callee cannot be an unknown argument.
declare !callback !1 void @broker(ptr, ptr, ptr, ptr)
!2 = !{i64 -1, i64 3, i1 false}
!1 = !{!2}
