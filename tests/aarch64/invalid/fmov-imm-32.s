// expect: immediate-out-of-range
// 32.0 is above the largest 8-bit FP immediate (31.0)
fmov s0, #32.0
