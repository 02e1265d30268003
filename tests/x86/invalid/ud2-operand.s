# expect: invalid-operand
# ud2 takes no operand
ud2 %eax
