# expect: other
# unterminated memory operand
r0 = *(u8 *)(r1 + 0
