# expect: invalid-register
# %ah cannot be encoded in an instruction that needs REX (for %r8b)
movb %ah, %r8b
