; INVALID: function-level prof without an entry count
define void @f() !prof !0 {
  ret void
}
!0 = !{!"branch_weights", i32 1}
