// expect: invalid-operand
// 32-bit movk only allows lsl #0 or #16
movk w0, #1, lsl #32
