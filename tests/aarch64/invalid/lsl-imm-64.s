// expect: immediate-out-of-range
// lsl immediate on x registers is 0..63
lsl x0, x1, #64
