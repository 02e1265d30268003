# expect: invalid-operand
# DS-form (ld) displacement must be a multiple of 4
ld 3, 6(4)
