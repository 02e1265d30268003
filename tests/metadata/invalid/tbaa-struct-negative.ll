; expect: E0851 at i64 -8
; A negative offset.
call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 8, i1 false), !tbaa.struct !0
!0 = !{i64 -8, i64 4, !1}
!1 = !{}
