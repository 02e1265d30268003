// expect: immediate-out-of-range
// a 33-bit value does not fit a 32-bit logical immediate
and w0, w1, #0x100000000
