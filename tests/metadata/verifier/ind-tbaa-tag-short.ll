; INVALID: an access tag with two operands that is not an old scalar tag
define i32 @f(ptr %p) {
  %v = load i32, ptr %p, !tbaa !0
  ret i32 %v
}
!0 = !{!1, !1}
!1 = !{!"int", !2, i64 0}
!2 = !{!"root"}
