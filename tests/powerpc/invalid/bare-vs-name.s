# expect: invalid-register
# a register name without % is an unknown symbol, not a register
xxlor vs1, vs2, vs3
