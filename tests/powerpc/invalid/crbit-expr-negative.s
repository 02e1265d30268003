# expect: invalid-operand
# CR bit expressions only support + and *
crand 4*cr1-1, 2, 3
