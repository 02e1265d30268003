; documented: a loop id refers to itself first
define void @f(i1 %c) {
entry:
  br label %l
l:
  br i1 %c, label %l, label %e, !llvm.loop !0
e:
  ret void
}
!0 = !{!1}
!1 = !{!"llvm.loop.unroll.disable"}
