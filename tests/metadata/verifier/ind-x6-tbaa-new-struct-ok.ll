; the new format: a struct with member sizes, accessed at its second member
define i64 @f(ptr %p) {
  %v = load i64, ptr %p, align 8, !tbaa !0
  ret i64 %v
}
!0 = !{!1, !3, i64 8, i64 8}
!1 = !{!4, i64 16, !"S", !2, i64 0, i64 4, !3, i64 8, i64 8}
!2 = !{!4, i64 4, !"int"}
!3 = !{!4, i64 8, !"long"}
!4 = !{!"root"}
