define i32 @sel(i1 %c, i32 %a, i32 %b) {
  %r = select i1 %c, i32 %a, i32 %b, !prof !0
  ret i32 %r
}
!0 = !{!"branch_weights", i32 1}
