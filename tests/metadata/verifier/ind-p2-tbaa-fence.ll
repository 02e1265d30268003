; INVALID: tbaa on a fence
define void @f() {
  fence seq_cst, !tbaa !0
  ret void
}
!0 = !{!1, !1, i64 0}
!1 = !{!"int", !2, i64 0}
!2 = !{!"root"}
