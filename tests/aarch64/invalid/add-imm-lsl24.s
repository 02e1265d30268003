// expect: invalid-operand
// add immediate only accepts lsl #0 or lsl #12
add x0, x1, #1, lsl #24
