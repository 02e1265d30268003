// expect: invalid-operand
// Apple syntax: one operand too many
add.4s v0, v1, v2, v3
