define void @ib(ptr %addr) {
entry:
  indirectbr ptr %addr, [label %a, label %b], !prof !0
a:
  ret void
b:
  ret void
}
!0 = !{!"branch_weights", i32 30, i32 70}
