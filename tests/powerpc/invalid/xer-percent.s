# expect: invalid-register
# %xer is not a register name the parser knows
add 3, 4, %xer
