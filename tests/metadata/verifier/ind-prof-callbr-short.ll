; INVALID: callbr with one weight for two successors
define i32 @f(i32 %x) {
entry:
  callbr void asm "jmp ${1:l}", "r,!i"(i32 %x)
      to label %normal [label %i1], !prof !0
normal:
  ret i32 0
i1:
  ret i32 1
}
!0 = !{!"branch_weights", i32 10}
