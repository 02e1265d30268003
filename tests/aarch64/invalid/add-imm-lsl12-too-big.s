// expect: immediate-out-of-range
// the shifted immediate is still limited to 12 bits
add x0, x1, #4096, lsl #12
