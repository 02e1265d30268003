# expect: invalid-register
# the base register number of a memory operand must be 0..31
lwz 3, 8(32)
