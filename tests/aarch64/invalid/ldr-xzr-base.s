// expect: invalid-register
// xzr is not a valid base register (31 means sp)
ldr x0, [xzr]
