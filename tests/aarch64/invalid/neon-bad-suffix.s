// expect: invalid-operand
// ".3s" is not an arrangement
add v0.3s, v1.3s, v2.3s
