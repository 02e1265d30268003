# expect: other
# unterminated memory operand
lwz 3, 0(4
