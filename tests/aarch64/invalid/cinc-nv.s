// expect: invalid-operand
// cinc cannot encode the nv condition
cinc w0, w1, nv
