# tests/stackmap/patchpoint_i64.ll for aarch64 (from llc's code).
	.text
	.globl	patch_i64
	.type	patch_i64,@function
patch_i64:
	.stackmap_function patch_i64, 32
	stp x29, x30, [sp, #-0x20]!
	stp x20, x19, [sp, #0x10]
	mov x29, sp
	mov x20, x0
	mov x19, x1
	.patchpoint 30, 40, 0x1234, Register dwarf 20, Constant 99, LiveOut dwarf 0, LiveOut dwarf 19, LiveOut dwarf 20, LiveOut dwarf 21, LiveOut dwarf 22, LiveOut dwarf 23, LiveOut dwarf 24, LiveOut dwarf 25, LiveOut dwarf 26, LiveOut dwarf 27, LiveOut dwarf 28, LiveOut dwarf 72, LiveOut dwarf 73, LiveOut dwarf 74, LiveOut dwarf 75, LiveOut dwarf 76, LiveOut dwarf 77, LiveOut dwarf 78, LiveOut dwarf 79
	add x0, x0, x19
	.patchpoint 31, 40, 0, Register dwarf 20, LiveOut dwarf 0, LiveOut dwarf 20, LiveOut dwarf 21, LiveOut dwarf 22, LiveOut dwarf 23, LiveOut dwarf 24, LiveOut dwarf 25, LiveOut dwarf 26, LiveOut dwarf 27, LiveOut dwarf 28, LiveOut dwarf 31, LiveOut dwarf 72, LiveOut dwarf 73, LiveOut dwarf 74, LiveOut dwarf 75, LiveOut dwarf 76, LiveOut dwarf 77, LiveOut dwarf 78, LiveOut dwarf 79
	add x0, x0, x20
	ldp x20, x19, [sp, #0x10]
	ldp x29, x30, [sp], #0x20
	ret
