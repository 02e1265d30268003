# tests/stackmap/anyregcc.ll for aarch64 (from llc's code).
# llc asks for 15 bytes and writes 16 (AArch64 code comes in 4-byte
# words); tdc asks for a multiple of 4.
	.text
	.globl	anyreg
	.type	anyreg,@function
anyreg:
	.stackmap_function anyreg, 16
	stp x29, x30, [sp, #-0x10]!
	mov x29, sp
	.patchpoint 40, 16, 0, Register dwarf 8, Register dwarf 0, Register dwarf 1, Register dwarf 2, Register dwarf 3, LiveOut dwarf 3, LiveOut dwarf 8, LiveOut dwarf 19, LiveOut dwarf 20, LiveOut dwarf 21, LiveOut dwarf 22, LiveOut dwarf 23, LiveOut dwarf 24, LiveOut dwarf 25, LiveOut dwarf 26, LiveOut dwarf 27, LiveOut dwarf 28, LiveOut dwarf 31, LiveOut dwarf 72, LiveOut dwarf 73, LiveOut dwarf 74, LiveOut dwarf 75, LiveOut dwarf 76, LiveOut dwarf 77, LiveOut dwarf 78, LiveOut dwarf 79
	add x0, x8, x3
	ldp x29, x30, [sp], #0x10
	ret
