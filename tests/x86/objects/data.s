# Data directives in .data, .rodata and .bss: byte/short/long/quad values, strings,
# zero fill, alignment; data relocations: absolute 64 and 32-bit symbol values, a
# pc-relative 32-bit difference, an in-section difference (resolved); and code
# alignment in .text, which llvm-mc pads with multi-byte nops.
	.text
	.globl	get
get:
	movl	$1, %eax
	.p2align	4
	retq
	.p2align	3
	nop
	.p2align	4, 0x90
	int3

	.data
	.p2align	3
	.globl	values
values:
	.byte	1, 2, 0xff, -1
	.short	0x1234, -2
	.long	0x12345678, -3
	.quad	0x123456789abcdef0, -4
	.quad	get
	.quad	ext_sym+8
	.long	ext_sym
	.long	ext_sym-.
	.long	.Lend-values
	.zero	5
	.p2align	2
.Lend:

	.section	.rodata,"a",@progbits
str:
	.ascii	"abc"
	.asciz	"def"
	.string	"ghi"

	.bss
	.p2align	4
buffer:
	.zero	64
	.comm	common_sym, 16, 8
