// expect: immediate-out-of-range
// ldp x offsets are -512..504
ldp x0, x1, [x2, #512]
