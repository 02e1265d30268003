// expect: invalid-operand
// Apple syntax: general registers where vectors go
add.4s x0, x1, x2
