define void @f(i8 %v) {
entry:
  switch i8 %v, label %d [], !prof !0
d:
  ret void
}
!0 = !{!"branch_weights", i32 9}
