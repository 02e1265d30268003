; INVALID: an MIB with only a stack
declare ptr @malloc(i64)
define ptr @f() {
  %p = call ptr @malloc(i64 1), !memprof !0
  ret ptr %p
}
!0 = !{!1}
!1 = !{!2}
!2 = !{i64 1}
