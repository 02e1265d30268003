; The last pair wraps around to touch the first.
define i8 @f(ptr %p) {
  %v = load i8, ptr %p, !range !0
  ret i8 %v
}
!0 = !{i8 0, i8 10, i8 20, i8 30, i8 40, i8 0}
