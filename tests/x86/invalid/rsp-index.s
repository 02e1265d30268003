# expect: invalid-address
# %rsp cannot be an index (SIB index 100 means none)
movl (%rax,%rsp), %eax
