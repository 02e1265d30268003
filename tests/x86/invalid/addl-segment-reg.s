# expect: invalid-register
# a segment register is not an ALU operand
addl $1, %fs
