; reads: atomic loads
define ptr @f(ptr %pp) {
  %p = load atomic ptr, ptr %pp acquire, align 8, !nonnull !0, !align !1
  ret ptr %p
}
!0 = !{}
!1 = !{i64 8}
