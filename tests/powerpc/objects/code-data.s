# Data objects in .text (`.type x,@object`): llvm-objdump dumps their bytes
# eight to a line with their ASCII.
	.text
	.globl	first
	.type	first,@function
first:
	blr
	.type	table,@object
table:
	.byte	1, 2, 3, 0x41, 0x7e, 0x7f, 0x80, 0xff, 9, 10, 11, 12
	.size	table, 12
last:
	blr
