# expect: invalid-operand
# mflr needs a register
mflr
