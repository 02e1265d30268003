// expect: invalid-operand
// Apple syntax writes the registers bare
add.4s v0.4s, v1.4s, v2.4s
