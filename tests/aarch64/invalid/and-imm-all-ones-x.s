// expect: immediate-out-of-range
// all ones is not a 64-bit bitmask immediate
and x0, x1, #0xffffffffffffffff
