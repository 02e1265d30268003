# expect: invalid-operand
# bswap only accepts 64-bit register names
w0 = bswap32 w0
