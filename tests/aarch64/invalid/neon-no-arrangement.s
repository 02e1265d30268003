// expect: invalid-operand
// vector add needs an arrangement suffix
add v0, v1, v2
