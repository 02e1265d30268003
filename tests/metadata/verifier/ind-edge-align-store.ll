; INVALID: align on a store
define void @f(ptr %p, ptr %q) {
  store ptr %q, ptr %p, !align !0
  ret void
}
!0 = !{i64 8}
