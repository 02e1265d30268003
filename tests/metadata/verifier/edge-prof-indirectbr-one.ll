define void @f(ptr %a) {
entry:
  indirectbr ptr %a, [label %x], !prof !{!"branch_weights", i32 1}
x:
  ret void
}
