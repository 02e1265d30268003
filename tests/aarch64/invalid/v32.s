// expect: invalid-register
// there are 32 vector registers, v0-v31
add v32.8b, v1.8b, v2.8b
