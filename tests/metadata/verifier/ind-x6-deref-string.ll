; INVALID: dereferenceable with a string
define ptr @f(ptr %pp) {
  %p = load ptr, ptr %pp, !dereferenceable !0
  ret ptr %p
}
!0 = !{!"8"}
