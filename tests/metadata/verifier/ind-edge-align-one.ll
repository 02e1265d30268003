define ptr @f(ptr %p) {
  %v = load ptr, ptr %p, !align !0, !dereferenceable_or_null !1
  ret ptr %v
}
!0 = !{i64 1}
!1 = !{i64 0}
