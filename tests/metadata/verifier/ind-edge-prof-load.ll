; INVALID: branch_weights on a load
define i32 @f(ptr %p) {
  %v = load i32, ptr %p, !prof !0
  ret i32 %v
}
!0 = !{!"branch_weights", i32 1}
