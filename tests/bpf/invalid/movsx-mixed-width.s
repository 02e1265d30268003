# expect: invalid-operand
# sign-extending move with mixed register widths
r0 = (s8)w1
