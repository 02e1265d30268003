# expect: invalid-operand
# add needs three operands
add 3, 4
