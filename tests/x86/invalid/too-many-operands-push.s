# expect: invalid-operand
# push takes one operand
pushq %rax, %rbx
