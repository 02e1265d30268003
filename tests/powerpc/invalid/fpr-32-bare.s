# expect: invalid-register
# FPR numbers are 0..31
fadd 32, 1, 2
