; INVALID: branch weights on a ret
define void @f() {
  ret void, !prof !0
}
!0 = !{!"branch_weights", i32 1}
