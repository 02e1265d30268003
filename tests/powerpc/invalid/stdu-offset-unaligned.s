# expect: invalid-operand
# DS-form (stdu) displacement must be a multiple of 4
stdu 1, -30(1)
