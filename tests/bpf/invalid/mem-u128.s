# expect: other
# u128 is not a size keyword
r0 = *(u128 *)(r1 + 0)
