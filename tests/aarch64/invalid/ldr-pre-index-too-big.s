// expect: immediate-out-of-range
// pre-index offsets are 9-bit signed
ldr x0, [x1, #256]!
