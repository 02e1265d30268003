# expect: invalid-operand
# only the first token of a statement is case-insensitive
if r1 == r2 GOTO +1
