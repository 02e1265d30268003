// expect: immediate-out-of-range
// branch offsets are multiples of 4
b #3
