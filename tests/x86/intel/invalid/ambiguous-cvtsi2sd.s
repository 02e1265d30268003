# expect: ambiguous-size
# a conversion from a 32- or 64-bit integer
	.intel_syntax noprefix
cvtsi2sd xmm0, [rax]
