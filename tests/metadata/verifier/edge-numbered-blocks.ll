define i32 @f(i1 %0) {
  br i1 %0, label %2, label %3, !prof !0

2:
  ret i32 1

3:                                                ; preds = %1
  ret i32 0
}
!0 = !{!"branch_weights", i32 1, i32 1}
