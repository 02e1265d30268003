define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b, !prof !0
a:
  ret i32 1
b:
  ret i32 0
}
!0 = !{!"branch_weights", i32 1, !"two"}
