; weights at the top of the i32 range
define void @f(i1 %c) {
  br i1 %c, label %a, label %b, !prof !0
a:
  ret void
b:
  ret void
}
!0 = !{!"branch_weights", i32 4294967295, i32 -1}
