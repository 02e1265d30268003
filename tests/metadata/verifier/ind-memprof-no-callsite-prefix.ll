; the MIB stack need not start with the callsite id for LLVM 19
define ptr @f() {
  %p = call ptr @malloc(i64 10), !memprof !0, !callsite !3
  ret ptr %p
}
declare ptr @malloc(i64)
!0 = !{!1}
!1 = !{!2, !"cold"}
!2 = !{i64 7, i64 8}
!3 = !{i64 9}
