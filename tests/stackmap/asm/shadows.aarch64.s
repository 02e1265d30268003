# tests/stackmap/shadows.ll for aarch64 (from llc's code).
	.text
	.globl	shadows
	.type	shadows,@function
shadows:
	.stackmap_function shadows, 16
	stp x29, x30, [sp, #-0x10]!
	mov x29, sp
	.stackmap 100, 4, Register dwarf 0
	.stackmap 101, 8, Register dwarf 0
	.stackmap 102, 16, Register dwarf 0
	.stackmap 103, 0, Register dwarf 0
	ldp x29, x30, [sp], #0x10
	ret
