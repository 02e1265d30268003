; expect: E0850 at !"zero"
; A string where the offset belongs.
call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 4, i1 false), !tbaa.struct !0
!0 = !{!"zero", i64 4, !1}
!1 = !{}
