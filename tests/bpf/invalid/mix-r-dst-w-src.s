# expect: invalid-operand
# 64-bit ALU op with a 32-bit source register
r0 += w1
