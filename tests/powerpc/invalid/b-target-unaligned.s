# expect: invalid-operand
# branch displacements must be multiples of 4
b 6
