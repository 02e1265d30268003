; INVALID: new-format access tag whose access size is not an integer
define i32 @f(ptr %p) {
  %v = load i32, ptr %p, align 4, !tbaa !0
  ret i32 %v
}
!0 = !{!1, !2, i64 4, !"four"}
!1 = !{!3, i64 8, !"pair", !2, i64 0, i64 4, !2, i64 4, i64 4}
!2 = !{!3, i64 4, !"int"}
!3 = !{!"root"}
