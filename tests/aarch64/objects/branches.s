// Every branch kind, forward and backward, to local labels (resolved in
// place), to a global label of the same section and to undefined symbols
// (relocated), and to labels of another section (relocated against it).
	.text
	.globl	entry
entry:
	b	.Lforward
	b	back
back:
	bl	back
	bl	.Lforward
	b.eq	.Lforward
	b.ne	back
	b.hs	entry
	b.lt	far_away
	cbz	x0, .Lforward
	cbz	w1, back
	cbnz	x2, .Lforward
	cbnz	w3, entry
	tbz	x4, #63, .Lforward
	tbz	w5, #0, back
	tbnz	x6, #33, .Lforward
	tbnz	w7, #31, undefined_label
.Lforward:
	b	entry
	bl	entry
	b	external_function
	bl	external_function
	bl	external_function+8
	b.gt	.Lother_section
	cbz	x9, other_section
	tbnz	x10, #2, other_section+4
	ret

	.section .text.other,"ax",@progbits
other_section:
	nop
.Lother_section:
	b	back
	bl	entry
	ret
