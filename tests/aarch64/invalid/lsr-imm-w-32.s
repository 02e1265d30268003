// expect: immediate-out-of-range
// lsr immediate on w registers is 0..31
lsr w0, w1, #32
