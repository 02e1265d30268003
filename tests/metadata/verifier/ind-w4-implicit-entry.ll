; reads: an unnamed entry block referenced by number
define i32 @f(i1 %c) {
  br i1 %c, label %1, label %2, !prof !0
1:
  ret i32 1
2:
  %3 = phi i32 [ 0, %0 ]
  ret i32 %3
}
!0 = !{!"branch_weights", i32 1, i32 9}
