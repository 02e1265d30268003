// Differences in data: two locations of one section give a constant (even
// a global label, and also when written from another section); a location
// minus one of the section being written ('.' or a label) gives PREL16/32/64
// with the distance in the addend; '.' alone is the section plus an offset.
.La:
	nop
	.word	.Lb - .La
	.word	.La - .Lb + 4
	.xword	ext - .
	.word	ext - .La
	.hword	ext + 4 - .
	.word	.Lb - .
	.word	other - .
.Lb:
	nop
	.data
.Lc:
	.word	0
other:
	.word	.La - .
	.word	.Lc - other
	.globl	g
g:
	.hword	g - ., . - g
	.word	. + 4, .Lb - other + 2
	.text
	.word	.Lc - other, ext + 8 - .La
