; a switch with no cases takes one weight
define void @f(i32 %x) {
  switch i32 %x, label %d [ ], !prof !0
d:
  ret void
}
!0 = !{!"branch_weights", i32 9}
