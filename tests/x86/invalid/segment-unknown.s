# expect: invalid-register
# %xs is not a segment register
movl %xs:(%rax), %eax
