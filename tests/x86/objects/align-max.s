# Alignment with a maximum number of bytes to skip.
	.text
f:
	nop
	.p2align 4,,10
	nop
	.p2align 4,,15
	ret
	.p2align 5,0x90,30
	ret
	.data
	.byte 1
	.p2align 4,,5
	.byte 2
	.balign 8,0x33,7
	.byte 3
