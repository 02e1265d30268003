; an old-style scalar tag with a constness operand (upgraded by the parser)
define i32 @f(ptr %p) {
  %v = load i32, ptr %p, !tbaa !0
  ret i32 %v
}
!0 = !{!"int", !1, i64 0}
!1 = !{!"int", !2, i64 0}
!2 = !{!"root"}
