// expect: invalid-operand
// all three arrangements must match
add v0.8b, v1.8b, v2.4h
