; Two loops, each identified by a node that refers to itself.
br label %a, !llvm.loop !0
br label %b, !llvm.loop !1

!0 = !{!0}
!1 = !{!1}
