; A loop whose accesses in group !2 carry no dependence between iterations.
%v = load i32, ptr %p, !llvm.access.group !2
br i1 %c, label %loop, label %exit, !llvm.loop !0

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.parallel_accesses", !2}
!2 = distinct !{}
