# tests/stackmap/shadow_code.ll for aarch64 (from llc's code).
	.text
	.globl	shadow_code
	.type	shadow_code,@function
shadow_code:
	.stackmap_function shadow_code, 48
	stp x29, x30, [sp, #-0x30]!
	str x21, [sp, #0x10]
	stp x20, x19, [sp, #0x20]
	mov x29, sp
	mov x20, x0
	mov x19, x1
	.stackmap 1, 24, Register dwarf 20
	add x8, x0, x1
	mul x21, x8, x1
	mov x0, x21
	bl ext
	.stackmap 2, 16, Register dwarf 21
	eor x8, x21, x20
	.stackmap 3, 4, Register dwarf 8
	sub x8, x8, x19
	mov x9, #0x7
	madd x0, x8, x8, x9
	.stackmap 4, 28, Register dwarf 0
	ldp x20, x19, [sp, #0x20]
	ldr x21, [sp, #0x10]
	ldp x29, x30, [sp], #0x30
	ret
