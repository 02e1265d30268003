; expect: E0852 at !"llvm.loop.unroll.count"
; A property in place of the self-reference.
br label %a, !llvm.loop !0
!0 = !{!"llvm.loop.unroll.count", i32 4}
