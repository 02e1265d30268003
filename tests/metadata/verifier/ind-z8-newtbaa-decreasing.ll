; INVALID: new-format members with decreasing offsets
define i32 @f(ptr %p) {
  %v = load i32, ptr %p, !tbaa !0
  ret i32 %v
}
!0 = !{!1, !2, i64 0, i64 4}
!1 = !{!3, i64 8, !"S", !2, i64 4, i64 4, !2, i64 0, i64 4}
!2 = !{!3, i64 4, !"int"}
!3 = !{!"root"}
