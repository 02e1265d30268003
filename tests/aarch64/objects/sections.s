// Several code and data sections, switched back and forth: each keeps its
// own code/data state for mapping symbols. Alignment in code pads with
// nops (zeros first for an odd remainder).
	.text
	.globl	main
main:
	stp	x29, x30, [sp, #-16]!
	bl	helper
	ldp	x29, x30, [sp], #16
	ret

	.section .text.helper,"ax",@progbits
	.p2align 4
helper:
	mov	w0, #42
	.byte	0xff
	.p2align 4
	ret

	.data
counter:
	.word	0

	.text
	.p2align 5
	nop
	b	helper

	.section .text.helper,"ax",@progbits
	.p2align 3, 0
second:
	b	main
	.xword	second

	.section .text.empty,"ax",@progbits
	.section .text.labels_only,"ax",@progbits
only_label:

	.data
	.word	counter
	.p2align 3
	.xword	main

	.section .tdata,"awT",@progbits
tls_word:
	.word	7
