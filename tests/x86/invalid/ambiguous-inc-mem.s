# expect: ambiguous-size
# a memory operand alone does not give the size
inc (%rax)
