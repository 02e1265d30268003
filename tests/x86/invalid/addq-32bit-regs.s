# expect: invalid-operand
# the q suffix needs 64-bit registers
addq %eax, %ebx
