# expect: invalid-register
# the base of a memory operand must be a number or a %-register
lwz 3, 8(r4)
