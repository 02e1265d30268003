# expect: invalid-address
# %rip cannot be an index
movl (%rax,%rip), %eax
