# expect: invalid-operand
# the L operand of cmp is one bit
cmp 0, 2, 3, 4
