// expect: immediate-out-of-range
// bitfield width must be at least 1
bfi w0, w1, #0, #0
