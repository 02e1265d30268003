define ptr @f(ptr %pp) {
  %p = load ptr, ptr %pp, !dereferenceable !0, !dereferenceable_or_null !0
  ret ptr %p
}
!0 = !{i64 16}
