// expect: invalid-register
// there is no w32
add w32, w1, w2
