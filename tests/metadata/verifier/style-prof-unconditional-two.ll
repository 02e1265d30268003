define void @f() {
entry:
  br label %x, !prof !0
x:
  ret void
}
!0 = !{!"branch_weights", i32 1, i32 2}
