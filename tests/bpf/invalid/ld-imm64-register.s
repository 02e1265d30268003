# expect: invalid-operand
# the ll form takes an immediate, not a register
r0 = r1 ll
