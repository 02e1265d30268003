// Alignment in code pads with nops (0xd503201f); a padding that is not a
// multiple of 4 starts with zero bytes. A fill of 0 still means nops; any
// other fill is used as given.
	nop
	.byte	1
	.p2align 4
	ret
	.byte	2, 3
	.p2align 3, 0
	ret
	.balign	16, 0xaa
	nop
	.p2align 2
	.section .text.odd,"ax"
	.byte	1, 2, 3, 4, 5
	.p2align 5
	ret
