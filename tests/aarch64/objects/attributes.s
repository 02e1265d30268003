// Symbol attributes: .globl/.weak bindings, .hidden/.protected/.internal
// visibility, .type (function, object, tls_object, notype; @, %, # or quoted).
// A symbol named by any of them enters the symbol table (undefined ones as
// globals, in order of first appearance); weak labels relocate like globals.
	.text
	nop
	.type	f, @function
	.hidden	h
	.weak	w
	.protected p
	.type	obj, %object
	.internal i
f:
	nop
	bl	w
	bl	h
.Lend:
	.type	lsz,@function
lsz:
	ret
	.weak	wdef
wdef:
	.globl	h
	.data
obj:
	.xword	p, i
	.type	tl, @tls_object
	.type	nt, @notype
	.text
	.weak	wl
wl:
	b	wl
	bl	wl
	adr	x0, wl
	.type	fl, @function
fl:
	b	fl
	.xword	fl, wl
	.type	gi, "function"
	.type	go, STT_OBJECT
	.globl	a, b
	.hidden	c, d
	.type	q1, #function
	.type	q2, "object"
	.globl
