# expect: invalid-operand
# jump comparing a 64-bit and a 32-bit register
if r1 == w2 goto +1
