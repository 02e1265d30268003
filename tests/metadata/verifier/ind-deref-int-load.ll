; INVALID: dereferenceable_or_null on an integer load
define i64 @f(ptr %pp) {
  %p = load i64, ptr %pp, !dereferenceable_or_null !0
  ret i64 %p
}
!0 = !{i64 8}
