// expect: invalid-register
// memory base must be a 64-bit register
ldr x0, [w1]
