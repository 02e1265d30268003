define void @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b, !prof !{!"branch_weights", float 1.0, float 2.0}
a:
  ret void
b:
  ret void
}
