# expect: invalid-operand
# size cast must be written "(u8 *)"
r0 = *(u8)(r1 + 0)
