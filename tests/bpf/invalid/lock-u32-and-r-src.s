# expect: invalid-operand
# only the 32-bit atomic add accepts an rN value register; and/or/xor need wN
lock *(u32 *)(r1 + 0) &= r2
