// adr, adrp and literal loads to local labels (adr and ldr resolved,
// adrp relocated: its page depends on the final address), to undefined
// symbols, with addends, and to labels of other sections.
	.text
	.globl	load_all
load_all:
	adr	x0, .Lconstant
	adr	x1, load_all
	adr	x2, extern_object
	adr	x3, extern_object+16
	adrp	x4, .Lconstant
	adrp	x5, load_all
	adrp	x6, extern_object
	adrp	x7, extern_object-4096
	adrp	x8, table
	ldr	x9, .Lconstant
	ldr	w10, .Lconstant
	ldr	x11, extern_object
	ldr	w12, extern_object+4
	ldr	x13, table+8
	adr	x14, back
back:
	adr	x15, back
	ldr	x16, back
	ret
	.p2align 3
.Lconstant:
	.xword	0x0123456789abcdef
	.word	0xdeadbeef

	.data
table:
	.xword	1, 2, 3
