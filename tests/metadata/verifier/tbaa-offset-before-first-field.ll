define i32 @f(ptr %p) {
  %v = load i32, ptr %p, !tbaa !9
  ret i32 %v
}
!0 = !{!"root"}
!1 = !{!"int", !0, i64 0}
!2 = !{!"S", !1, i64 4, !1, i64 8}
!9 = !{!2, !1, i64 0}
