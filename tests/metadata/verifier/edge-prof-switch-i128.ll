define void @f(i128 %v) {
entry:
  switch i128 %v, label %d [ i128 1, label %a ], !prof !0
a:
  ret void
d:
  ret void
}
!0 = !{!"branch_weights", i32 1, i32 1}
