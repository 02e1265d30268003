// Numeric local labels: `N:` defined again and again, `Nb` and `Nf`.
	.text
f:
1:	nop
	b 1b
	cbz x0, 1f
	adr x1, 1b
	b.ne 2f
1:	ldr x2, 1b
2:	bl 1b
	.data
	.xword 1b
	.word 2b - 1b
