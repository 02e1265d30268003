# expect: invalid-register
# r12 as a memory base register
r0 = *(u64 *)(r12 + 0)
