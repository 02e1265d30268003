# expect: invalid-address
# base and index must both be 64-bit or both 32-bit
movl (%rax,%ebx), %eax
