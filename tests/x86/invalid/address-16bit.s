# expect: invalid-address
# 16-bit addressing does not exist in 64-bit mode
movl (%bx), %eax
