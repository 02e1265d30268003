# expect: ambiguous-size
# neither operand gives the size: a suffix is needed
add $1, (%rax)
