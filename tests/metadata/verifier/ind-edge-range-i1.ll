; an i1 range holding only false
define i1 @f(ptr %p) {
  %v = load i1, ptr %p, !range !0
  ret i1 %v
}
!0 = !{i1 false, i1 true}
