# expect: immediate-out-of-range
# memory offset 32768 does not fit in the signed 16-bit off field
r0 = *(u8 *)(r1 + 32768)
