define ptr @f(ptr %pp) {
  %p = load ptr, ptr %pp, !dereferenceable_or_null !0
  ret ptr %p
}
!0 = !{i64 -1}
