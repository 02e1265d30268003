define void @f(i32 %x) {
  switch i32 %x, label %d [
    i32 7, label %s
  ], !prof !0
d:
  ret void
s:
  ret void
}
!0 = !{!"branch_weights", !"expected", i32 1, i32 2000}
