declare ptr @get()
define ptr @f() {
  %p = call ptr @get(), !nonnull !0
  ret ptr %p
}
!0 = !{}
