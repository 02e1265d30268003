# Half-word relocations of 16-bit immediates and displacements (TOC, GOT,
# absolute, TLS; DS forms): the relocation names the halfword holding the
# field, bytes 0-1 of the word little-endian and 2-3 big-endian.
	.abiversion 2
	.text
	.globl	f
f:
	addis 3, 2, var@toc@ha
	addi 3, 3, var@toc@l
	ld 4, var@toc@l(3)
	lwz 5, var@toc@l(3)
	ld 6, var@got(2)
	lis 7, var@ha
	ori 7, 7, var@l
	li 8, var@higher
	oris 8, 8, var@highesta
	addis 9, 13, tls@tprel@ha
	addi 9, 9, tls@tprel@l
	addis 10, 2, tls@got@tlsgd@ha
	addi 10, 10, tls@got@tlsgd@l
	ld 11, tls@got@tprel@l(2)
	std 3, var@l(4)
	lq 4, var@l(5)
	cmpwi 3, var@l
	bl ext
	nop
	blr
	.data
	.p2align 3
	.globl var
var:
	.quad 42
