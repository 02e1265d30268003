; INVALID: the access type is a struct
define i32 @f(ptr %p) {
  %v = load i32, ptr %p, !tbaa !0
  ret i32 %v
}
!0 = !{!3, !3, i64 0}
!1 = !{!"int", !2, i64 0}
!2 = !{!"root"}
!3 = !{!"pair", !1, i64 0, !1, i64 4}
