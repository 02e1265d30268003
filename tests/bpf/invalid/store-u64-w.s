# expect: invalid-operand
# a 64-bit store cannot take a 32-bit source register
*(u64 *)(r1 + 0) = w2
