# expect: invalid-register
# a base register %r8 needs REX.B; %ah cannot be encoded with it
movb %ah, (%r8)
