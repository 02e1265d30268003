; INVALID: dereferenceable on a call
declare ptr @g()
define ptr @f() {
  %p = call ptr @g(), !dereferenceable !0
  ret ptr %p
}
!0 = !{i64 8}
