// expect: invalid-operand
// "zz" is not a condition code
csel x0, x1, x2, zz
