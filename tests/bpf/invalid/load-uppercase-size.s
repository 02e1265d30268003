# expect: invalid-operand
# size keywords are case-sensitive
r0 = *(U8 *)(r1 + 0)
