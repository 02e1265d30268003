# expect: invalid-operand
# no mov takes two memory operands
movl (%rax), (%rbx)
