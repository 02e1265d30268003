; INVALID: a new-format type node whose size is a string
define i32 @f(ptr %p) {
  %v = load i32, ptr %p, !tbaa !0
  ret i32 %v
}
!0 = !{!2, !2, i64 0, i64 4}
!2 = !{!3, !"four", !"int"}
!3 = !{!"root"}
