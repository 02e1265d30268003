# expect: invalid-register
# %dil needs REX; %bh cannot be encoded with it
movb %dil, %bh
