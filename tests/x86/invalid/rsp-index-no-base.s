# expect: invalid-address
# %rsp cannot be an index, with or without a base
movl (,%rsp,2), %eax
