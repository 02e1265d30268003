// Symbol and label operands: llvm-mc lists them as fixups (never resolved in
// a listing, even for a label of the same section).
	b	foo
	bl	foo
	b	bar
	bl	foo+8
	b.eq	foo
	b.ne	bar
	cbz	x0, foo
	cbnz	w1, bar
	tbz	x2, #3, foo
	tbnz	w3, #31, bar
bar:
	ldr	x0, foo
	ldr	w1, bar
	ldr	x5, :got:var
	ldrsw	x2, foo
	ldr	d3, foo
	ldr	q4, foo
	prfm	pldl1keep, foo
	adr	x0, foo
	adr	x1, bar+4
	adrp	x0, foo
	adrp	x1, :got:var
	adrp	x2, var+4096
	add	x0, x0, :lo12:foo
	add	x1, x1, #:lo12:foo+8
	add	w2, w3, :lo12:foo
	ldr	x2, [x0, :lo12:var]
	ldr	w3, [x0, #:lo12:var+4]
	ldrh	w4, [x0, :lo12:var]
	ldrb	w5, [x0, :lo12:var]
	strb	w5, [x0, :lo12:var]
	str	q6, [x0, :lo12:var]
	ldr	d7, [x0, :lo12:var]
	ldr	s8, [x0, :lo12:var]
	ldr	h9, [x0, :lo12:var]
	ldr	b10, [x0, :lo12:var]
	ldrsw	x11, [x0, :lo12:var]
	ldr	x0, [x0, :got_lo12:var]
	str	x7, [x0, :got_lo12:var]
