# expect: invalid-address
# the scale must be 1, 2, 4 or 8
movl (%rax,%rbx,16), %eax
