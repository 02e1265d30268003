define void @f(ptr %p, i1 %c) {
entry:
  br label %loop
loop:
  store i32 0, ptr %p, !llvm.access.group !1
  br i1 %c, label %exit, label %loop, !llvm.loop !0
exit:
  ret void
}
!0 = distinct !{!0, !2}
!1 = distinct !{}
!2 = !{!"llvm.loop.parallel_accesses", !1}
