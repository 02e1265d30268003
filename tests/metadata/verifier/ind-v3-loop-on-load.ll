; llvm.loop on a load is not looked at by the verifier
define i32 @f(ptr %p) {
  %v = load i32, ptr %p, !llvm.loop !0
  ret i32 %v
}
!0 = distinct !{!0}
