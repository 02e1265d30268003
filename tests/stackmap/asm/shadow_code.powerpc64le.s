# tests/stackmap/shadow_code.ll for powerpc64le (from llc's code).
	.text
	.globl	shadow_code
	.type	shadow_code,@function
shadow_code:
	.stackmap_function shadow_code, 64
	addis 2, 12, 0		# llc: .TOC.-FUNC@ha (relocated; the bytes agree)
	addi 2, 2, 0		# llc: .TOC.-FUNC@l
	mflr 0
	std 31, -8(1)
	stdu 1, -64(1)
	std 0, 80(1)
	mr 31, 1
	std 29, 40(31)
	mr 29, 3
	std 28, 32(31)
	std 30, 48(31)
	mr 30, 4
	.stackmap 1, 24, Register dwarf 29
	add 3, 3, 4
	mulld 28, 3, 4
	mr 3, 28
	bl ext
	nop
	.stackmap 2, 16, Register dwarf 28
	xor 3, 28, 29
	.stackmap 3, 4, Register dwarf 3
	sub 3, 3, 30
	mulld 3, 3, 3
	addi 3, 3, 7
	.stackmap 4, 28, Register dwarf 3
	ld 30, 48(31)
	ld 29, 40(31)
	ld 28, 32(31)
	addi 1, 1, 64
	ld 0, 16(1)
	ld 31, -8(1)
	mtlr 0
	blr
	.long	0			# llc's traceback table
	.quad	0
