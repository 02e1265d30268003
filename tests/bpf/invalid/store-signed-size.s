# expect: invalid-operand
# stores have no signed size keyword
*(s8 *)(r1 + 0) = r2
