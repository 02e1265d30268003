// expect: invalid-register
// Apple syntax: no v40
add.8b v0, v1, v40
