; INVALID: a new-format scalar access at a non-zero offset
define i32 @f(ptr %p) {
  %v = load i32, ptr %p, !tbaa !0
  ret i32 %v
}
!0 = !{!2, !2, i64 4, i64 4}
!2 = !{!3, i64 4, !"int"}
!3 = !{!"root"}
