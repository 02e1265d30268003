# expect: invalid-operand
# movslq extends a 32-bit source
movslq %ax, %rax
