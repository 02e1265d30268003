# expect: invalid-operand
# add takes three operands
add 3, 4, 5, 6
