declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg)
define void @f(ptr %p) {
  tail call void @llvm.memset.p0.i64(ptr align 8 %p, i8 0, i64 32, i1 false), !tbaa.struct !0, !tbaa !3
  ret void
}
!0 = !{i64 0, i64 8, !3, i64 8, i64 8, !3}
!1 = !{!"Simple C/C++ TBAA"}
!2 = !{!"long", !4, i64 0}
!3 = !{!2, !2, i64 0}
!4 = !{!"omnipotent char", !1, i64 0}
