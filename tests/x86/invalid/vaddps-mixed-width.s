# expect: invalid-register
# VEX operands must all be XMM or all YMM
vaddps %xmm0, %ymm1, %ymm2
