# expect: invalid-operand
# lea needs a destination register
leaq (%rax)
