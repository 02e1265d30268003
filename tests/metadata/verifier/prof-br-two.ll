define i32 @f(i1 %c) {
entry:
  br i1 %c, label %then, label %else, !prof !0
then:
  ret i32 1
else:
  ret i32 0
}
!0 = !{!"branch_weights", i32 2000, i32 1}
