# expect: invalid-register
# CR bit numbers are 0..31
crand 32, 2, 3
