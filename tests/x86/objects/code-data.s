# Data objects in .text (`.type x,@object`): llvm-objdump dumps their bytes
# eight to a line with their ASCII, and shows no relocation inside them;
# a data object at a code symbol's address is no label.
	.text
	.globl	first
	.type	first,@function
first:
	movl	$1, %eax
	retq
	.type	table,@object
table:
	.quad	first
	.byte	0x20, 0x41, 0x7e, 0x7f, 0x80, 0xff, 0
	.size	table, 15
	.type	zeros,@object
zeros:
	.zero	20
	.type	next,@function
next:
	callq	first
	.type	shared,@object
	.type	shared_code,@function
shared:
shared_code:
	nop
	.type	tail,@object
tail:
	.ascii	"tdc objdump"
