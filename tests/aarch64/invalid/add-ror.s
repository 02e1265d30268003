// expect: invalid-operand
// add/sub (shifted register) has no ror
add x0, x1, x2, ror #3
