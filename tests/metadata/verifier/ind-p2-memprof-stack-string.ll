; INVALID: a MIB call stack holding a string
declare ptr @malloc(i64)
define ptr @f() {
  %p = call ptr @malloc(i64 4), !memprof !0
  ret ptr %p
}
!0 = !{!1}
!1 = !{!2, !"cold"}
!2 = !{i64 1, !"frame"}
