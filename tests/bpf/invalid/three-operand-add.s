# expect: invalid-operand
# ALU ops are two-operand; "rD = rA + rB" is not accepted
r0 = r1 + r2
