define void @f(i32 %x) {
entry:
  callbr void asm "", "r,!i"(i32 %x) to label %fall [label %one], !prof !0
fall:
  ret void
one:
  ret void
}
!0 = !{!"branch_weights", i32 1, i32 2, i32 3}
