# expect: invalid-register
# r12 as the source of a sign-extending move
r0 = (s8)r12
