# Numeric local labels in data: `N:` defined again, `Nb` and `Nf`.
	.text
f:
1:	r0 = 1
	exit
	.data
	.quad 1b
	.quad 1f
1:	.long 1b - 2f
2:	.quad 2b
