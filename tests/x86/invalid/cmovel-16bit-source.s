# expect: invalid-operand
# cmovcc needs both registers of one size
cmovel %ax, %ecx
