# tests/stackmap/patchpoint_void.ll for aarch64 (from llc's code).
	.text
	.globl	patch_void
	.type	patch_void,@function
patch_void:
	.stackmap_function patch_void, 48
	stp x29, x30, [sp, #-0x30]!
	str x21, [sp, #0x10]
	stp x20, x19, [sp, #0x20]
	mov x29, sp
	mov x21, x0
	mov x19, x2
	mov x20, x1
	.patchpoint 20, 16, 0, Register dwarf 21, LiveOut dwarf 19, LiveOut dwarf 20, LiveOut dwarf 21, LiveOut dwarf 22, LiveOut dwarf 23, LiveOut dwarf 24, LiveOut dwarf 25, LiveOut dwarf 26, LiveOut dwarf 27, LiveOut dwarf 28, LiveOut dwarf 31, LiveOut dwarf 72, LiveOut dwarf 73, LiveOut dwarf 74, LiveOut dwarf 75, LiveOut dwarf 76, LiveOut dwarf 77, LiveOut dwarf 78, LiveOut dwarf 79
	mov x0, x21
	mov x1, x20
	.patchpoint 21, 32, 0x12345678, Register dwarf 19, LiveOut dwarf 22, LiveOut dwarf 23, LiveOut dwarf 24, LiveOut dwarf 25, LiveOut dwarf 26, LiveOut dwarf 27, LiveOut dwarf 28, LiveOut dwarf 31, LiveOut dwarf 72, LiveOut dwarf 73, LiveOut dwarf 74, LiveOut dwarf 75, LiveOut dwarf 76, LiveOut dwarf 77, LiveOut dwarf 78, LiveOut dwarf 79
	ldp x20, x19, [sp, #0x20]
	ldr x21, [sp, #0x10]
	ldp x29, x30, [sp], #0x30
	ret
