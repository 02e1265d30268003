# expect: invalid-operand
# movabs with a 64-bit address works only with the accumulator
movabsq %rcx, 0x1000
