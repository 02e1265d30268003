; expect: E0850 at i64 1
; A number where the tag belongs.
call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 4, i1 false), !tbaa.struct !0
!0 = !{i64 0, i64 4, i64 1}
