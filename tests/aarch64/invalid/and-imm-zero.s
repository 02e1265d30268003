// expect: immediate-out-of-range
// 0 is not a bitmask immediate (no run of ones)
and x0, x1, #0
