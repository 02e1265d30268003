# expect: invalid-operand
# indirect call is spelled callx
call r1
