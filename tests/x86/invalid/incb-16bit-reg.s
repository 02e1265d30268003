# expect: invalid-operand
# the b suffix needs an 8-bit register
incb %ax
