# expect: invalid-address
# a displacement is a signed 32-bit value
movl -0x80000001(%rax), %eax
