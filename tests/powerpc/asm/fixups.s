# Symbol and label operands: llvm-mc lists them as fixups (never resolved in
# a listing, even for a label of the same section).
	b	foo
	bl	foo
	ba	foo
	bla	foo
	b	bar
	bl	foo+8
	bl	foo@notoc
	bl	foo@PLT
	beq	0, foo
	bne	1, bar
	bdnz	foo
	bdz	bar
	bc	12, 2, foo
	bca	12, 2, foo
	bcl	20, 0, foo
	blt	foo
bar:
	addis	3, 2, foo@ha
	addis	3, 2, foo@toc@ha
	addi	3, 3, foo@l
	addi	3, 3, foo@toc@l
	lis	4, foo@h
	li	5, foo@higher
	oris	6, 6, foo@highesta
	ori	7, 7, foo@highest
	addis	8, 8, foo@high
	addis	8, 8, foo@higha
	li	9, foo@highera
	addi	3, 3, foo
	lwz	5, foo@l(3)
	stw	5, foo@toc@l(3)
	lbz	6, foo@got(2)
	ld	4, foo@toc@l(3)
	std	3, foo@l(4)
	ld	6, foo@got(2)
	lq	4, foo@l(5)
	addis	9, 13, tls@tprel@ha
	addi	9, 9, tls@tprel@l
	addis	10, 2, tls@got@tlsgd@ha
	ld	11, tls@got@tprel@l(2)
	cmpwi	3, foo@l
	pld	3, foo@got@pcrel(0), 1
	paddi	5, 0, foo@pcrel, 1
	plwz	6, foo@pcrel(0), 1
	pstd	6, foo+8@pcrel(0), 1
	pla	7, foo@pcrel
	plxv	40, foo@pcrel
	pld	8, foo@PCREL
	pld	9, tls@got@tlsgd@pcrel(0), 1
	lxv 1, foo@l(3)
	stxv 2, foo(4)
	lq 4, foo(5)
	bca+ 12, 2, foo
	bc+ 12, 2, foo
	bcla- 12, 2, foo
	bdnzl foo
	bdnza foo
	beqa 0, foo
	beql+ foo
	li 3, foo@toc
