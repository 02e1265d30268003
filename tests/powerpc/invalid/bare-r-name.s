# expect: invalid-register
# a register name without % is an unknown symbol, not a register
add r3, r4, r5
