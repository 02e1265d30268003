# expect: invalid-operand
# vaddps takes three operands
vaddps %xmm0, %xmm1
