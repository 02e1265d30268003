; expect: E0850 at !2
; A loop property naming an access group that is not distinct.
br i1 %c, label %loop, label %exit, !llvm.loop !0
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.parallel_accesses", !2}
!2 = !{}
