// expect: invalid-operand
// vector mul has no .2d arrangement
mul v0.2d, v1.2d, v2.2d
