// mattr: +pauth-lr
// pauth-lr's instructions that take a label behind them: the field holds
// the distance back, in words, resolved within the section.
	.text
f:
	paciasppc
	nop
back:
	nop
	autiasppc	back
	autibsppc	f
	retaasppc	back
	retabsppc	f
	autiasppc	#-8
	retaasppcr	x1
	autiasppcr	x16
