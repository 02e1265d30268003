// expect: other
// Apple syntax: one operand short
add.4s v0, v1
