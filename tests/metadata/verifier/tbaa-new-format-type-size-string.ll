define i32 @f(ptr %p) {
  %v = load i32, ptr %p, !tbaa !9
  ret i32 %v
}
!0 = !{!"root"}
!1 = !{!"int", !0, i64 0}
!3 = !{!0, i64 1, !"char"}
!4 = !{!3, !"four", !"int"}
!9 = !{!4, !4, i64 0, i64 4}
