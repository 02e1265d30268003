// Data objects in .text (`.type x,@object`): llvm-objdump dumps the bytes
// of one that no mapping symbol starts, eight to a line with their ASCII;
// one where a mapping symbol is gets no label, and its words print as
// `.word`.
	.text
	.globl	first
	.type	first,@function
first:
	ret
	.type	table,@object
table:
	.word	5
	.xword	first
	.type	inner,@object
inner:
	.word	0x41424344
	.type	code_object,@object
code_object:
	nop
	ret
