// Functions laid out the way compilers write them: .globl, .p2align, .type,
// the body, an end label and .size (a constant, or a difference of labels or
// of '.' and a label, evaluated once every label is known; the last .size
// wins). A .size alone does not put a symbol in the table.
	.text
	.globl	main
	.p2align	2
	.type	main,@function
main:
	stp	x29, x30, [sp, #-16]!
	mov	x29, sp
	bl	helper
	adrp	x8, counter
	ldr	w9, [x8, :lo12:counter]
	add	w0, w0, w9
	ldp	x29, x30, [sp], #16
	ret
.Lfunc_end0:
	.size	main, .Lfunc_end0-main

	.p2align	2
	.type	helper,@function
helper:
	mov	w0, #7
	ret
	.size	helper, .-helper
	.size	unused, 16

	.type	counter,@object
	.data
	.globl	counter
	.p2align	2
counter:
	.word	42
	.size	counter, 4

	.section	.rodata,"a",@progbits
	.type	table,@object
table:
	.xword	main, helper
	.size	table, 8
	.size	table, .-table
