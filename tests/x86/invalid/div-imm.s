# expect: invalid-operand
# div has no immediate form
divl $3
