define i32 @f(ptr %p) {
  %v = load i32, ptr %p, !tbaa !9
  ret i32 %v
}
!0 = !{!"root"}
!1 = !{!"int", !0, i64 0}
!2 = !{!"S", !1, !"zero"}
!9 = !{!2, !1, i64 0}
