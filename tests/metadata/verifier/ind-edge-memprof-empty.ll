; INVALID: memprof with no MIB
declare ptr @malloc(i64)
define ptr @f() {
  %p = call ptr @malloc(i64 1), !memprof !0
  ret ptr %p
}
!0 = !{}
