; INVALID: tbaa on a getelementptr
define ptr @f(ptr %p) {
  %q = getelementptr i8, ptr %p, i64 1, !tbaa !0
  ret ptr %q
}
!0 = !{!1, !1, i64 0}
!1 = !{!"int", !2, i64 0}
!2 = !{!"root"}
