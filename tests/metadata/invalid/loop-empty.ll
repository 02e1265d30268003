; expect: E0852 at !{}
; A loop identifier without the self-reference.
br label %a, !llvm.loop !0
!0 = distinct !{}
