; 200 is -56 as an i8: the second pair starts below the first.
define i8 @f(ptr %p) {
  %v = load i8, ptr %p, !range !0
  ret i8 %v
}
!0 = !{i8 10, i8 20, i8 200, i8 210}
