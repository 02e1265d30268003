# expect: invalid-operand
# extra immediate after a mov
r0 = 1 2
