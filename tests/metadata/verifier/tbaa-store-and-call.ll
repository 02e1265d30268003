declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
define void @f(ptr %d, ptr %s) {
  store i32 0, ptr %d, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 16, i1 false), !tbaa !9
  ret void
}

!0 = !{!"Simple C/C++ TBAA"}
!1 = !{!"omnipotent char", !0, i64 0}
!2 = !{!"int", !1, i64 0}
!3 = !{!"short", !1, i64 0}
!4 = !{!"struct S", !2, i64 0, !3, i64 4, !2, i64 8}
!5 = !{!"struct T", !4, i64 0, !2, i64 12}
!9 = !{!2, !2, i64 0}
