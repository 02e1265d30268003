# expect: invalid-address
# a segment register cannot be a base
movl (%fs), %eax
