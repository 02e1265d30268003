; INVALID: align on an integer load
define i64 @f(ptr %pp) {
  %p = load i64, ptr %pp, !align !0
  ret i64 %p
}
!0 = !{i64 8}
