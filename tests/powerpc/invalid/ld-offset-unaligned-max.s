# expect: invalid-operand
# DS-form (ld) displacement 32766 fits in 16 bits but is not a multiple of 4
ld 3, 32766(4)
