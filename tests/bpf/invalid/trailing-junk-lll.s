# expect: invalid-operand
# misspelled ll suffix
r0 = 1 lll
