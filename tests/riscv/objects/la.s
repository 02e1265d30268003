# `la`/`lla`: a pseudo-instruction expanded to auipc and addi, the auipc
# labelled for %pcrel_lo; llvm-mc resolves the pair in place for a local
# label of the section and relocates it otherwise.
	la	a0, bar
	la	a1, foo
	lla	a2, bar+8
1:	auipc	a3, %pcrel_hi(bar)
	addi	a3, a3, %pcrel_lo(1b)
	sd	a3, %pcrel_lo(1b)(a3)
bar:	addi	zero, zero, 0
	la	t0, bar
.section .text.b,"ax"
	la	t1, bar
	la	a4, undefined+12
	lla	a5, .Lfar
	.section .text.c,"ax"
.Lfar:	la	a6, .Lfar
