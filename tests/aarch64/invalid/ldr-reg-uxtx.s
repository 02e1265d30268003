// expect: invalid-operand
// uxtx is not a memory extend
ldr x0, [x1, x2, uxtx]
