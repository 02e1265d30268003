# expect: invalid-operand
# an immediate cannot be a destination
movl %eax, $1
