; INVALID: branch_weights with no weight on a call
declare void @g()
define void @f() {
  call void @g(), !prof !0
  ret void
}
!0 = !{!"branch_weights"}
