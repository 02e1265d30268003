# expect: other
# no scaled addressing
r0 = *(u8 *)(r1 * 2)
