# expect: invalid-operand
# movdir64b's register is as wide as the address
movdir64b (%eax), %rax
