; expect: E0818 at !1
; Lists of access groups do not nest.
%v = load i32, ptr %p, !llvm.access.group !0
!0 = !{!1}
!1 = distinct !{!2}
!2 = distinct !{}
