define i32 @f() {
  ret i32 0, !prof !0
}
!0 = !{!"branch_weights", i32 1, i32 2}
