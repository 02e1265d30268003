# expect: invalid-operand
# cmpxchg's result and comparand are hard-wired to r0
r3 = cmpxchg_64(r1 + 0, r3, r2)
