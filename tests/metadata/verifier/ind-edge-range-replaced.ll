; a later range attachment replaces an earlier bad one
define i8 @f(ptr %p) {
  %v = load i8, ptr %p, !range !0, !range !1
  ret i8 %v
}
!0 = !{i8 5, i8 5}
!1 = !{i8 0, i8 2}
