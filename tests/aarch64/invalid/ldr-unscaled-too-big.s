// expect: immediate-out-of-range
// a misaligned offset falls back to ldur, whose range is -256..255
ldr x0, [x1, #257]
