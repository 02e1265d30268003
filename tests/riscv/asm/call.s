# call and tail, listed with llvm-mc's fixup over both words.
	call	foo
	tail	foo
	call	bar
	tail	bar
	call	g
bar:	addi	zero, zero, 0
g:	addi	zero, zero, 0
	call	bar
	tail	far
	.section .text.b,"ax"
	call	bar
	.text
far:	addi	zero, zero, 0
