# expect: invalid-operand
# mov between register widths is not an assembler form
w0 = r1
