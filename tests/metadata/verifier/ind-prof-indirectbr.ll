; indirectbr with one weight per destination
define void @f(ptr %t) {
entry:
  indirectbr ptr %t, [label %a, label %b, label %c], !prof !0
a:
  ret void
b:
  ret void
c:
  ret void
}
!0 = !{!"branch_weights", i32 1, i32 2, i32 3}
