# expect: invalid-register
# %rxx is not a register
movl %rxx, %eax
