; a new-format immutable access
define i32 @f(ptr %p) {
  %v = load i32, ptr %p, !tbaa !0
  ret i32 %v
}
!0 = !{!2, !2, i64 0, i64 4, i64 1}
!2 = !{!3, i64 4, !"int"}
!3 = !{!"root"}
