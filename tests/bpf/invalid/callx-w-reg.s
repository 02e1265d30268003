# expect: invalid-operand
# callx takes a 64-bit register
callx w1
