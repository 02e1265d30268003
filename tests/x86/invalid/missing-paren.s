# expect: invalid-address
# the memory operand is not closed
movl (%rax, %eax
