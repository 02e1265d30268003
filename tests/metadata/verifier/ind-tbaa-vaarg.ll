define i32 @f(ptr %ap) {
  %v = va_arg ptr %ap, i32, !tbaa !0
  ret i32 %v
}
!0 = !{!1, !1, i64 0}
!1 = !{!"int", !2, i64 0}
!2 = !{!"root"}
