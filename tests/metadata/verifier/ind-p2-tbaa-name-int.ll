; INVALID: a type node named by a number
define i32 @f(ptr %p) {
  %v = load i32, ptr %p, !tbaa !0
  ret i32 %v
}
!0 = !{!1, !1, i64 0}
!1 = !{i32 5, !2, i64 0}
!2 = !{!"root"}
