// expect: immediate-out-of-range
// extr lsb on w registers is 0..31
extr w0, w1, w2, #32
