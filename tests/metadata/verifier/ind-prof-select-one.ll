; INVALID: select with one weight
define i32 @f(i1 %c, i32 %a, i32 %b) {
  %s = select i1 %c, i32 %a, i32 %b, !prof !0
  ret i32 %s
}
!0 = !{!"branch_weights", i32 99}
