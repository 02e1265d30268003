// expect: immediate-out-of-range
// a negative offset uses ldur, which stops at -256
ldr x0, [x1, #-257]
