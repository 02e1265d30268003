; INVALID: conditional br with three weights
define i32 @f(i1 %c) {
  br i1 %c, label %a, label %b, !prof !0
a:
  ret i32 1
b:
  ret i32 0
}
!0 = !{!"branch_weights", i32 1, i32 2, i32 3}
