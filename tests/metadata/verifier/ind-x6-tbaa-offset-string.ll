; INVALID: an access tag whose offset is a string
define i32 @f(ptr %p) {
  %v = load i32, ptr %p, !tbaa !0
  ret i32 %v
}
!0 = !{!1, !1, !"zero"}
!1 = !{!"int", !2, i64 0}
!2 = !{!"root"}
