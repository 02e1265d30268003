# expect: invalid-register
# a register name without % is an unknown symbol, not a register
fadd f1, f2, f3
