; documented: a loop identifier refers to itself first
define void @f(i1 %c) {
entry:
  br label %loop
loop:
  br i1 %c, label %exit, label %loop, !llvm.loop !0
exit:
  ret void
}
!0 = distinct !{!1}
!1 = !{!"llvm.loop.mustprogress"}
