; INVALID: callsite on a store
define void @f(ptr %p) {
  store i32 0, ptr %p, !callsite !0
  ret void
}
!0 = !{i64 1}
