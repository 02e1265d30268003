// expect: invalid-operand
// a .s lane index is 0..3
mov w0, v1.s[4]
