# Several sections, data words naming symbols (R_PPC64_ADDR32/ADDR64),
# alignment in code (padded with nops) and in data, local and global
# labels, and branches across a section boundary (relocated).
	.text
	.globl	main
main:
	bl helper
	nop
	b other
	.p2align 4
	blr
	.section .text.helper,"ax",@progbits
helper:
	li 3, 42
	blr
	.data
	.globl	table
table:
	.long 1
	.long 2
	.quad main
	.quad helper
	.long ext32
	.p2align 3
	.quad ext64
	.section .rodata,"a",@progbits
msg:
	.byte 104, 105, 0
	.p2align 2
	.long table
