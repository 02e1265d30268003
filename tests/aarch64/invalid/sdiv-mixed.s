// expect: invalid-register
// sdiv operands must all be the same width
sdiv x0, w1, x2
