// expect: immediate-out-of-range
// 32-bit shift amount is 0..31
add w0, w1, w2, lsl #32
