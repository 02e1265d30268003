# expect: invalid-operand
# u64 atomic_fetch_add with 32-bit registers
w2 = atomic_fetch_add((u64 *)(r1 + 0), w2)
