; INVALID: an empty MIB call stack (the callsite id -1 is fine)
declare ptr @malloc(i64)
define ptr @f() {
  %p = call ptr @malloc(i64 1), !memprof !0, !callsite !3
  ret ptr %p
}
!0 = !{!1}
!1 = !{!2, !"cold"}
!2 = !{}
!3 = !{i64 -1}
