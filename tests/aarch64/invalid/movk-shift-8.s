// expect: invalid-operand
// move-wide shifts are multiples of 16
movk x0, #1, lsl #8
