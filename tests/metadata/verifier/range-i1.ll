define i1 @flag(ptr %p) {
  %b = load i1, ptr %p, !range !0
  ret i1 %b
}
!0 = !{i1 false, i1 true}
