# expect: invalid-operand
# bswap takes a register only
bswapl (%rax)
