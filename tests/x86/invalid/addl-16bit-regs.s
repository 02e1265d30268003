# expect: invalid-operand
# the l suffix needs 32-bit registers; %ax and %bx are 16-bit
addl %ax, %bx
