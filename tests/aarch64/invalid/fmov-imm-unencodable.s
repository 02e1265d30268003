// expect: immediate-out-of-range
// 0.1 is not representable as an 8-bit FP immediate
fmov s0, #0.1
