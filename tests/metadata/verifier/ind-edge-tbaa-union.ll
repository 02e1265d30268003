; two fields at the same offset
define float @f(ptr %p) {
  %v = load float, ptr %p, !tbaa !0
  ret float %v
}
!0 = !{!3, !4, i64 0}
!1 = !{!"int", !2, i64 0}
!2 = !{!"root"}
!3 = !{!"U", !1, i64 0, !4, i64 0}
!4 = !{!"float", !2, i64 0}
