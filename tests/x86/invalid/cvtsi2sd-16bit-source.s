# expect: invalid-register
# cvtsi2sd takes a 32 or 64-bit source
cvtsi2sd %ax, %xmm0
