declare void @callee()
define void @f() {
  call void @callee(), !prof !0
  ret void
}
!0 = !{!"branch_weights", i32 42, i32 1}
