# expect: invalid-register
# the memory base must be a 64-bit register
r0 = *(u64 *)(w1 + 0)
