# expect: invalid-operand
# mtocrf FXM must have exactly one bit set
mtocrf 3, 3
