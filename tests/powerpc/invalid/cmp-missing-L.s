# expect: invalid-operand
# cmp needs BF, L, rA, rB (only cmpw/cmpd make BF optional)
cmp 0, 3, 4
