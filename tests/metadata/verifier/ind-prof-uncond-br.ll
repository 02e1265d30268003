; an unconditional br takes one weight, for its one successor
define void @f() {
  br label %next, !prof !0
next:
  ret void
}
!0 = !{!"branch_weights", i32 1}
