# expect: invalid-operand
# exit takes no operands
exit 0
