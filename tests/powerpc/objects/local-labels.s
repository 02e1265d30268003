# Numeric local labels: `N:` defined again and again, `Nb` and `Nf`.
	.text
f:
1:	nop
	b 1b
	beq 0, 1f
	bdnz 2f
1:	bl 1b
2:	blr
	.data
	.quad 1b
	.long 2b - 1b
