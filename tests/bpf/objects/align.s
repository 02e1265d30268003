# Alignment in code: a fill of 0 pads with nops, as without a fill (zero is
# llvm-mc's text fill value); any other fill is used as given.
	r0 = 1
	.p2align 4, 0
	exit
	.p2align 5, 0xaa
	r1 = 2
	.p2align 4
	exit
