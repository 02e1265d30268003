define i8 @f(i8 %x) {
entry:
  switch i8 %x, label %d [ i8 1, label %a  i8 2, label %b  i8 3, label %c ], !prof !0
a:
  ret i8 1
b:
  ret i8 2
c:
  ret i8 3
d:
  ret i8 0
}
!0 = !{!"branch_weights", i32 0, i32 1, i32 2, i32 3}
