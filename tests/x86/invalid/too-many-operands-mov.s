# expect: invalid-operand
# mov takes two operands
movl %eax, %ebx, %ecx
