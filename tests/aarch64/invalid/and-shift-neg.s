// expect: immediate-out-of-range
// shift amounts are unsigned
and x0, x1, x2, lsl #-1
