# expect: invalid-operand
# byte swaps only accept 64-bit register names
w0 = be16 w0
