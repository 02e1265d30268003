define ptr @f(ptr %pp) {
  %p = load ptr, ptr %pp, align 8, !nonnull !0, !align !1, !dereferenceable !2
  ret ptr %p
}
!0 = !{}
!1 = !{i64 16}
!2 = !{i64 24}
