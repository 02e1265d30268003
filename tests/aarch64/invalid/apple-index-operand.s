// expect: invalid-operand
// Apple syntax: add takes no lane
add.4s v0, v1, v2[1]
