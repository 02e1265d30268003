// expect: immediate-out-of-range
// 64-bit shift amount is 0..63
add x0, x1, x2, lsl #64
