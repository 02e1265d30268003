; INVALID: nonnull on a call
declare ptr @g()
define ptr @f() {
  %p = call ptr @g(), !nonnull !0
  ret ptr %p
}
!0 = !{}
