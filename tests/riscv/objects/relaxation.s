# Conditional branches whose target is undefined, global, in another section
# or out of reach become the inverted branch over a jump (objects only);
# a branch that grows can push another out of reach.
	beq	a0, a1, foo
	bne	a0, a1, far
	blt	t0, t1, near
	bge	s0, s1, g
	bltu	a2, a3, other
	bgeu	a4, a5, near
near:	addi	zero, zero, 0
	.globl	g
g:	addi	zero, zero, 0
	.space	5000
far:	addi	zero, zero, 0
	beq	a0, zero, near
	.section .text.b,"ax"
other:	bne	a0, a1, near
	.data
	.quad	near
	.word	far+4
	.text
	beq	a0, a1, edge
	bne	a0, a1, undefined
	.space	4084
edge:	addi	zero, zero, 0
	blt	a0, a1, back
	.space	100
back:	bge	a0, a1, back
