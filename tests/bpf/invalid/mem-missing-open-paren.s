# expect: invalid-operand
# memory operand without parentheses
r0 = *(u8 *)r1 + 0)
