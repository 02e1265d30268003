# expect: invalid-operand
# conditional jump with no right-hand side
if r1 == goto +1
