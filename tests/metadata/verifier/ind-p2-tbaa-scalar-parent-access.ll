; a scalar base whose access type is its parent
define i32 @f(ptr %p) {
  %v = load i32, ptr %p, !tbaa !0
  ret i32 %v
}
!0 = !{!1, !2, i64 0}
!1 = !{!"int", !2, i64 0}
!2 = !{!"omnipotent char", !3, i64 0}
!3 = !{!"root"}
