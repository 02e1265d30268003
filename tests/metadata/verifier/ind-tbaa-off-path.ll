; INVALID: access type not on the base type's path at that offset
define i32 @f(ptr %p) {
  %v = load i32, ptr %p, !tbaa !0
  ret i32 %v
}
!0 = !{!3, !4, i64 4}
!1 = !{!"int", !2, i64 0}
!2 = !{!"root"}
!3 = !{!"pair", !1, i64 0, !1, i64 4}
!4 = !{!"float", !2, i64 0}
