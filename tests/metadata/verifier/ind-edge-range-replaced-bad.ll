; INVALID: a later bad range attachment replaces a good one
define i8 @f(ptr %p) {
  %v = load i8, ptr %p, !range !1, !range !0
  ret i8 %v
}
!0 = !{i8 5, i8 5}
!1 = !{i8 0, i8 2}
