; reads: a switch over i1 with weights
define void @f(i1 %c) {
  switch i1 %c, label %d [
    i1 true, label %t
  ], !prof !0
d:
  ret void
t:
  ret void
}
!0 = !{!"branch_weights", i32 3, i32 7}
