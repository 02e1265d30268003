# expect: invalid-operand
# extra register after an ALU op
r0 += r1 r2
