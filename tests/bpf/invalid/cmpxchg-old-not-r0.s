# expect: invalid-operand
# cmpxchg's second argument must be r0
r0 = cmpxchg_64(r1 + 0, r1, r2)
