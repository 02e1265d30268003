# expect: invalid-operand
# no "**=" operator
r0 **= r1
