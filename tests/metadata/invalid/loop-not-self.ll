; expect: E0852 at !1
; The first operand is another loop's identifier.
br label %a, !llvm.loop !0
!0 = !{!1}
!1 = !{!1}
