; INVALID: 300 as i8 is 44, so the bounds are equal
define i8 @f(ptr %p) {
  %v = load i8, ptr %p, !range !0
  ret i8 %v
}
!0 = !{i8 44, i8 300}
