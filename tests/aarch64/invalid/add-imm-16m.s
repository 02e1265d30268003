// expect: immediate-out-of-range
// 16777216 = 4096 << 12 does not fit imm12 << 12
add x0, x1, #16777216
