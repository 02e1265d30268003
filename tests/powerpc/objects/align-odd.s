# Alignment in code after bytes that are not a whole instruction word:
# nops, then the zero bytes left over; and a maximum to skip.
	.text
f:
	nop
	.byte 1
	.p2align 3
	nop
	.byte 1, 2
	.p2align 2
	nop
	.byte 1
	.p2align 4,,5
	nop
	.p2align 3,,7
	nop
	.byte 2
	.balign 8,0x90,6
	blr
	.data
	.byte 1
	.p2align 4,,5
	.byte 2
	.balign 8,0x33,7
	.byte 3
