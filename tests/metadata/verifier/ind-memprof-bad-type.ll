; allocation type not a string: LLVM 19 does not check it
define ptr @f() {
  %p = call ptr @malloc(i64 10), !memprof !0
  ret ptr %p
}
declare ptr @malloc(i64)
!0 = !{!1}
!1 = !{!2, i32 1}
!2 = !{i64 1, i64 2}
