# expect: invalid-operand
# a mask on a register of another width
	.intel_syntax noprefix
{evex} vaddps zmm0 {k1}, zmm1, xmm2
