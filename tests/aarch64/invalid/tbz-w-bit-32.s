// expect: immediate-out-of-range
// bit number for w is 0..31
tbnz w0, #32, #8
