// expect: immediate-out-of-range
// 0x1234 has two runs of ones, not encodable as a bitmask immediate
eor x0, x1, #0x1234
