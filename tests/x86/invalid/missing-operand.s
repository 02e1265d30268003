# expect: invalid-operand
# addl needs two operands
addl %eax
