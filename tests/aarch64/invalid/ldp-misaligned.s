// expect: immediate-out-of-range
// ldp x offsets must be multiples of 8
ldp x0, x1, [x2, #4]
