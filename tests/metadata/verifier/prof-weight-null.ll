define void @f() {
  br label %x, !prof !{!"branch_weights", null}
x:
  ret void
}
