; expect: E0818 at !2
; A list whose second group is not distinct.
%v = load i32, ptr %p, !llvm.access.group !0
!0 = !{!1, !2}
!1 = distinct !{}
!2 = !{}
