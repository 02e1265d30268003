# expect: invalid-operand
# (s64) is not a valid sign-extension width
r0 = (s64)r1
