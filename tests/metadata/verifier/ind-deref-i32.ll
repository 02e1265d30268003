; INVALID: dereferenceable with an i32 count
define ptr @f(ptr %pp) {
  %p = load ptr, ptr %pp, !dereferenceable !0
  ret ptr %p
}
!0 = !{i32 8}
