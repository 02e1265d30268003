# expect: invalid-operand
# 32-bit ALU op with a 64-bit source register
w0 -= r1
