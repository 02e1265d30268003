# Labels and branches within a section: every relative and absolute form,
# forward and backward, with a conditional field; calls to a global
# function defined here and to an external one (R_PPC64_REL24).
	.text
	.globl	f
f:
	li 3, 0
	li 4, 10
	mtctr 4
.Lloop:
	addi 3, 3, 1
	cmpw 3, 4
	blt 0, .Lloop
	bge- 1, .Lafter
	bdnz .Lloop
	bdnz- .Lloop
	bc 12, 2, .Lafter
	beqlr
	bl g
	nop
	bl f
	b .Lafter
.Lafter:
	bt 1, .Lloop
	bdz .Lend
	bl ext
	nop
.Lend:
	blr
g:
	mflr 0
	std 0, 16(1)
	stdu 1, -32(1)
	addi 1, 1, 32
	ld 0, 16(1)
	mtlr 0
	blr
