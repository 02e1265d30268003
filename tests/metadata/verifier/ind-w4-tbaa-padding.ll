; INVALID: an offset inside the first field's padding lands on a scalar at a non-zero offset
define i32 @f(ptr %p) {
  %v = load i32, ptr %p, !tbaa !0
  ret i32 %v
}
!0 = !{!1, !2, i64 4}
!1 = !{!"S", !2, i64 0, !3, i64 8}
!2 = !{!"int", !4, i64 0}
!3 = !{!"long", !4, i64 0}
!4 = !{!"root"}
