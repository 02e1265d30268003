# expect: invalid-operand
# nop takes no operands
nop 1
