// Mapping symbols: $x where code starts, $d where data starts, each time a
// section changes from one to the other; every section keeps its own
// state; an empty fill still marks data; alignment padding marks nothing.
	nop
	.word	1
	nop
	nop
	.section .text.b,"ax"
	.byte	1
	.data
	.p2align 3
	.xword	2
	.text
	.zero	0
	ret
	.p2align 4
	.p2align 5, 0xff
	.section .text.b,"ax"
	.p2align 3
	nop
	.bss
	.zero	4
