# expect: invalid-address
# %riz says "no index": it cannot be a base
movq (%riz), %rax
