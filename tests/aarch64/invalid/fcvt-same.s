// expect: invalid-operand
// there is no s-to-s fcvt
fcvt s0, s1
