# expect: invalid-operand
# the jump condition is not parenthesised
if (r1 == r2) goto +1
