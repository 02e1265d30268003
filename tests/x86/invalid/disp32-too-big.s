# expect: invalid-address
# a displacement is a signed 32-bit value
movl 0x100000000(%rax), %eax
