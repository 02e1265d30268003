; offsets all written as i32
define i32 @f(ptr %p) {
  %v = load i32, ptr %p, !tbaa !0
  ret i32 %v
}
!0 = !{!3, !1, i32 4}
!1 = !{!"int", !2, i32 0}
!2 = !{!"root"}
!3 = !{!"pair", !1, i32 0, !1, i32 4}
