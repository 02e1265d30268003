// expect: immediate-out-of-range
// extend shift amount is 0..4
add x0, x1, w2, uxtw #5
