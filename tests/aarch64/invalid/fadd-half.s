// expect: other
// half-precision arithmetic needs +fullfp16, which is off by default
fadd h0, h1, h2
