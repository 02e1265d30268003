define i32 @f(ptr %p) {
  %v = load i32, ptr %p, !tbaa !1
  ret i32 %v
}
!0 = !{!"root"}
!1 = !{!0, !0, i64 0}
