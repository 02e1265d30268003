define i32 @sw(i32 %x) {
entry:
  switch i32 %x, label %d [ i32 0, label %z
                            i32 1, label %o ], !prof !0
z:
  ret i32 0
o:
  ret i32 1
d:
  ret i32 2
}
!0 = !{!"branch_weights", i32 5, i32 10}
