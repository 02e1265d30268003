// expect: other
// the memory operand is missing "]"
ldr x0, [x1, #8
