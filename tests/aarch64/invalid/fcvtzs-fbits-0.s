// expect: immediate-out-of-range
// fixed-point fbits for an x destination is 1..64
fcvtzs x0, d1, #0
