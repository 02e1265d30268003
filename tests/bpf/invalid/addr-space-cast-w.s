# expect: invalid-operand
# addr_space_cast operates on 64-bit registers
r0 = addr_space_cast(w1, 0, 1)
