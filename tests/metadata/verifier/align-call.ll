declare ptr @get()
define ptr @f() {
  %p = call ptr @get(), !align !0
  ret ptr %p
}
!0 = !{i64 4}
