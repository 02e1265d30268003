; An access belonging to two access groups.
%val = load i32, ptr %arrayidx, !llvm.access.group !0

!0 = !{!1, !2}
!1 = distinct !{}
!2 = distinct !{}
