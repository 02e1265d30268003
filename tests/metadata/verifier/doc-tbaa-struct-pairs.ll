; documented: tbaa.struct holds triples
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
define void @f(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 16, i1 false), !tbaa.struct !0
  ret void
}
!0 = !{i64 0, i64 8}
