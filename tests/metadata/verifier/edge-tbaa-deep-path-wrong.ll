define i16 @f(ptr %p) {
  %v = load i16, ptr %p, !tbaa !20
  ret i16 %v
}
!0 = !{!"root"}
!1 = !{!"char", !0, i64 0}
!2 = !{!"short", !1, i64 0}
!3 = !{!"int", !1, i64 0}
!4 = !{!"Inner", !3, i64 0, !2, i64 4}
!5 = !{!"Middle", !3, i64 0, !4, i64 8}
!6 = !{!"Outer", !2, i64 0, !5, i64 16}
!20 = !{!6, !2, i64 26}
