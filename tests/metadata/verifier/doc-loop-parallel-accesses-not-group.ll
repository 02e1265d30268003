; documented: parallel_accesses lists access groups
define void @f(ptr %p, i1 %c) {
entry:
  br label %loop
loop:
  br i1 %c, label %exit, label %loop, !llvm.loop !0
exit:
  ret void
}
!0 = distinct !{!0, !2}
!1 = !{!"nope"}
!2 = !{!"llvm.loop.parallel_accesses", !1}
