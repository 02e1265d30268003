; INVALID: branch_weights on a store
define void @f(ptr %p) {
  store i32 0, ptr %p, align 4, !prof !0
  ret void
}
!0 = !{!"branch_weights", i32 1}
