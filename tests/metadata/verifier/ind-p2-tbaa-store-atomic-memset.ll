define void @f(ptr %p) {
  store atomic i32 0, ptr %p seq_cst, align 4, !tbaa !0
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 4, i1 false), !tbaa !0
  ret void
}
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
!0 = !{!1, !1, i64 0}
!1 = !{!"int", !2, i64 0}
!2 = !{!"root"}
