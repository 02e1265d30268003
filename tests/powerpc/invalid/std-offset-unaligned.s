# expect: invalid-operand
# DS-form (std) displacement must be a multiple of 4
std 3, 2(1)
