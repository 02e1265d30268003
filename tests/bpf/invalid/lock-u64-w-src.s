# expect: invalid-operand
# 64-bit atomic add with a 32-bit value register
lock *(u64 *)(r1 + 0) += w2
