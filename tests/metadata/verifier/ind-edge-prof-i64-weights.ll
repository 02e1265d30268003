; documented: branch weights are i32
define void @f(i1 %c) {
  br i1 %c, label %a, label %b, !prof !0
a:
  ret void
b:
  ret void
}
!0 = !{!"branch_weights", i64 1, i64 2}
