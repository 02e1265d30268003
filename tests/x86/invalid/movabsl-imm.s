# expect: invalid-operand
# movabsl has no immediate form (only movabsq does)
movabsl $1, %eax
