; INVALID: a struct type whose field is itself
define i32 @f(ptr %p) {
  %v = load i32, ptr %p, !tbaa !0
  ret i32 %v
}
!0 = !{!1, !2, i64 4}
!1 = !{!"S", !2, i64 0, !1, i64 4}
!2 = !{!"int", !3, i64 0}
!3 = !{!"root"}
