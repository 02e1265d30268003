define i128 @f(ptr %p) {
  %v = load i128, ptr %p, !range !0
  ret i128 %v
}
!0 = !{i128 0, i128 170141183460469231731687303715884105727}
