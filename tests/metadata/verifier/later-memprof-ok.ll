declare ptr @malloc(i64)
define ptr @f() {
  %p = call ptr @malloc(i64 8), !memprof !0, !callsite !2
  ret ptr %p
}
!0 = !{!1}
!1 = !{!2, !"cold"}
!2 = !{i64 123, i64 456}
