; expect: E0853 at i64 4
; The second field starts inside the first.
call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 8, i1 false), !tbaa.struct !0
!0 = !{i64 0, i64 8, !1, i64 4, i64 4, !1}
!1 = !{}
