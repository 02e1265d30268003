; INVALID: 18446744073709551615 as i64 is -1: the pair (-1, -1) is the full set, which a range may not be
define i64 @f(ptr %p) {
  %v = load i64, ptr %p, !range !0
  ret i64 %v
}
!0 = !{i64 18446744073709551615, i64 -1}
