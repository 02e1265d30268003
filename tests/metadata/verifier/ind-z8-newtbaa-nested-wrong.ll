; INVALID: the new-format path at offset 6 is short, not int
define i16 @f(ptr %p) {
  %v = load i16, ptr %p, align 2, !tbaa !0
  ret i16 %v
}
!0 = !{!1, !2, i64 6, i64 2}
!1 = !{!5, i64 8, !"Outer", !2, i64 0, i64 4, !3, i64 4, i64 4}
!2 = !{!5, i64 4, !"int"}
!3 = !{!5, i64 4, !"Inner", !4, i64 0, i64 2, !4, i64 2, i64 2}
!4 = !{!5, i64 2, !"short"}
!5 = !{!"root"}
