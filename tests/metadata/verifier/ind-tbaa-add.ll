; INVALID: tbaa on an add
define i32 @f(i32 %a) {
  %b = add i32 %a, 1, !tbaa !0
  ret i32 %b
}
!0 = !{!1, !1, i64 0}
!1 = !{!"int", !2, i64 0}
!2 = !{!"root"}
