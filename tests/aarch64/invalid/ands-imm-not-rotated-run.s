// expect: immediate-out-of-range
// 0x5 (binary 101) is not a rotated run of ones
ands x0, x1, #5
