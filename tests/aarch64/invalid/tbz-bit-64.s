// expect: immediate-out-of-range
// bit number for x is 0..63
tbz x0, #64, #8
