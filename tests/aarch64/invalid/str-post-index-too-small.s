// expect: immediate-out-of-range
// post-index offsets are 9-bit signed
str x0, [x1], #-257
