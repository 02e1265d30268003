# expect: invalid-operand
# testl with a 16-bit register
testl $1, %ax
