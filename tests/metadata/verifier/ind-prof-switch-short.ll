; INVALID: switch with one weight too few
define i32 @f(i32 %x) {
entry:
  switch i32 %x, label %d [ i32 0, label %a
                            i32 1, label %b ], !prof !0
d:
  ret i32 0
a:
  ret i32 1
b:
  ret i32 2
}
!0 = !{!"branch_weights", i32 5, i32 1}
