// expect: invalid-register
// mov between x and w registers
mov x0, w1
