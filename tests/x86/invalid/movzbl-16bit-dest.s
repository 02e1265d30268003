# expect: invalid-operand
# movzbl writes a 32-bit register
movzbl %al, %ax
