// expect: invalid-operand
// the register-offset shift for 8-byte ldr is 0 or 3
ldr x0, [x1, x2, lsl #2]
