; callbr with one weight per successor (default + 2 indirect)
define i32 @f(i32 %x) {
entry:
  callbr void asm "jmp ${1:l}; jmp ${2:l}", "r,!i,!i"(i32 %x)
      to label %normal [label %i1, label %i2], !prof !0
normal:
  ret i32 0
i1:
  ret i32 1
i2:
  ret i32 2
}
!0 = !{!"branch_weights", i32 10, i32 1, i32 1}
