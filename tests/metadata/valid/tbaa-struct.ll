; A memcpy of a struct with two 4-byte fields at offsets 0 and 8 (bytes 4
; to 7 are padding), each with its TBAA tag.
call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 12, i1 false), !tbaa.struct !4
%v = load i32, ptr %p, !tbaa !1

!0 = !{!"root"}
!3 = !{!"int", !0, i64 0}
!5 = !{!"float", !0, i64 0}
!1 = !{!3, !3, i64 0}
!2 = !{!5, !5, i64 0}
!4 = !{ i64 0, i64 4, !1, i64 8, i64 4, !2 }
