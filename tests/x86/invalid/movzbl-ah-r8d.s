# expect: invalid-register
# %r8d needs REX.R; %ah cannot be encoded with it
movzbl %ah, %r8d
