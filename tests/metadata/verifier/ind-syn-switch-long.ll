; reads: a long switch table with hex cases and weights on separate lines
define i8 @f(i64 %x) {
entry:
  switch i64 %x, label %other [
    i64 0, label %l0
    i64 1, label %l1
    i64 2, label %l2
    i64 3, label %l3
    i64 u0xFF, label %l4
    i64 -1, label %l5
  ],
    !prof !0
other:
  ret i8 0
l0:
  ret i8 1
l1:
  ret i8 2
l2:
  ret i8 3
l3:
  ret i8 4
l4:
  ret i8 5
l5:
  ret i8 6
}
!0 = !{!"branch_weights",
       i32 1, i32 10, i32 10, i32 10,
       i32 10, i32 10, i32 10}
