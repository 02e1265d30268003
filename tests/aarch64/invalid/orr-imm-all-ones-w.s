// expect: immediate-out-of-range
// all ones is not a bitmask immediate for 32-bit orr
orr w0, w1, #0xffffffff
