// expect: invalid-register
// both registers of a pair must have the same class
ldp x0, w1, [x2]
