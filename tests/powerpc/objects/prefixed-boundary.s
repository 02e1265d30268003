# Prefixed (8-byte) instructions near 64-byte boundaries: llvm-mc puts a nop
# before one that would cross a boundary (any section that has one is
# aligned to 64), and a label on the instruction's own line moves past the
# nop, while one on an earlier line stays before it.
	.text
	.globl	f
f:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	pli 3, 1                # at 60: a nop first
	paddi 4, 4, 100, 0
g:	pld 5, 16(1), 0         # at 80: fits
	li 6, 0
	addi 6, 6, 1
	addi 6, 6, 1
	addi 6, 6, 1
	addi 6, 6, 1
	addi 6, 6, 1
	addi 6, 6, 1
	addi 6, 6, 1
h:	pstd 5, 24(1), 0        # at 124, a label on its line: both move to 128
.Lbefore:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
.Lalone:
	plxv 40, 32(1), 0       # at 188, its label a line above: the nop comes after it
	pstxv 40, 48(1)
	plwz 7, -8(1), 0
	xxspltiw 41, 0x3f800000
	xxblendvw 42, 43, 44, 45
	bl g
	blr
	.section .text.other,"ax",@progbits
other:
	nop
	pld 3, 8(4)
	.p2align 4
	pli 9, -9
	blr
	.data
	.p2align 3
table:
	.quad f
	.quad g
	.long h
