// expect: invalid-operand
// vector add has no .1d arrangement
add v0.1d, v1.1d, v2.1d
