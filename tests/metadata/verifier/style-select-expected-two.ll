define i32 @f(i1 %c) {
  %r = select i1 %c, i32 1, i32 2, !prof !0
  ret i32 %r
}
!0 = !{!"branch_weights", !"expected", i32 1, i32 2000}
