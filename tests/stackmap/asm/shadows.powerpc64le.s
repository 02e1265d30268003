# tests/stackmap/shadows.ll for powerpc64le (from llc's code).
	.text
	.globl	shadows
	.type	shadows,@function
shadows:
	.stackmap_function shadows, 48
	mflr 0
	std 31, -8(1)
	stdu 1, -48(1)
	std 0, 64(1)
	mr 31, 1
	.stackmap 100, 4, Register dwarf 3
	.stackmap 101, 8, Register dwarf 3
	.stackmap 102, 16, Register dwarf 3
	.stackmap 103, 0, Register dwarf 3
	addi 1, 1, 48
	ld 0, 16(1)
	ld 31, -8(1)
	mtlr 0
	blr
	.long	0			# llc's traceback table
	.quad	0
