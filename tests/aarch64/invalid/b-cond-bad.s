// expect: invalid-operand
// "xx" is not a condition code
b.xx #8
