define void @f(i1 %c) {
entry:
  br i1 %c, label %next, label %next, !prof !0
next:
  ret void
}
!0 = !{!"branch_weights", i32 1, i32 1}
