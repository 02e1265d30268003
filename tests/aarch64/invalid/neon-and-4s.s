// expect: invalid-operand
// vector and only takes .8b or .16b
and v0.4s, v1.4s, v2.4s
