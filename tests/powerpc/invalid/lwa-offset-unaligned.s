# expect: invalid-operand
# DS-form (lwa) displacement must be a multiple of 4
lwa 3, 6(4)
