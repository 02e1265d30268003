# expect: invalid-operand
# B-form displacements must be multiples of 4
beq 7, 10
