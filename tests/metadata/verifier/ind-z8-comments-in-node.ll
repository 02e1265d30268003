; reads: comments inside a node over lines, two definitions on one line
define i8 @f(ptr %p) {
  %v = load i8, ptr %p, !range !0, !annotation !1
  ret i8 %v
}
!0 = !{i8 0, ; lower
       i8 5} ; upper
!1 = !{!"a"} !2 = !{}
