# expect: invalid-operand
# lea needs a memory operand
leaq %rax, %rbx
