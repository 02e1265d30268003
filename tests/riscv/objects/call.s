# call and tail: one 8-byte instruction each (auipc, jalr), relocated with
# R_RISCV_CALL_PLT unless the symbol is a local label of the section.
	call	foo
	tail	foo
	call	bar
	tail	bar
	call	g
	.globl	g
bar:	addi	zero, zero, 0
g:	addi	zero, zero, 0
	.space	3000
	call	bar
	tail	far
	.section .text.b,"ax"
	call	bar
	.text
far:	addi	zero, zero, 0
