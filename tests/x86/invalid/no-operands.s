# expect: invalid-operand
# movl needs two operands
movl
