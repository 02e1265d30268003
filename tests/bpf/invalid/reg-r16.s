# expect: invalid-register
# r16 does not exist
r16 = r1
