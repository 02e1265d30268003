; expect: E0850 at i64 8, i64 4
; The second field has no tag.
call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 12, i1 false), !tbaa.struct !0
!0 = !{i64 0, i64 4, !1, i64 8, i64 4}
!1 = !{}
