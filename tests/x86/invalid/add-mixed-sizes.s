# expect: invalid-operand
# without a suffix the two registers must have the same size
add %eax, %bx
