@g = global i32 0, !prof !0
!0 = !{!"branch_weights"}
