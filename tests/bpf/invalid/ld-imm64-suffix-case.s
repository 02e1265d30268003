# expect: invalid-operand
# the ll suffix is case-sensitive
r0 = 1 LL
