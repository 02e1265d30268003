# expect: invalid-operand
# the ll form needs a 64-bit destination
w1 = 5 ll
