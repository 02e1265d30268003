// expect: invalid-operand
// Apple syntax: a list with arrangements
ld1.16b {v0.16b}, [x0]
