# expect: other
# text after the last operand
movl %eax, %ecx junk
