# expect: invalid-operand
# the 32-bit exchange is spelled xchg32_32, not xchg_32
w2 = xchg_32(r1 + 0, w2)
