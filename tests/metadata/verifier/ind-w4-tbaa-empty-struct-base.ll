; INVALID: a base type with no fields that is not the access type
define i32 @f(ptr %p) {
  %v = load i32, ptr %p, !tbaa !0
  ret i32 %v
}
!0 = !{!1, !2, i64 0}
!1 = !{!"empty"}
!2 = !{!"int", !3, i64 0}
!3 = !{!"root"}
