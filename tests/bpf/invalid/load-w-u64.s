# expect: invalid-operand
# a 64-bit load cannot target a 32-bit register
w0 = *(u64 *)(r1 + 0)
