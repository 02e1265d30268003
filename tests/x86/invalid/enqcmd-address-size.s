# expect: invalid-operand
# enqcmd with a 64-bit address takes a 64-bit register
enqcmd 8(%rax,%rbx), %eax
