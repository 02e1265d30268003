# expect: invalid-operand
# xchg32_32 takes 32-bit registers
r2 = xchg32_32(r1 + 0, r2)
