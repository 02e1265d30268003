// Relocation operators: `:lo12:sym` on add's immediate and on the scaled
// unsigned load/store offsets gives ADD_ABS_LO12_NC and
// LDST{8,16,32,64,128}_ABS_LO12_NC, with the field zero and the addend in
// the relocation; a local label relocates against its section.
	adrp	x0, var
	add	x0, x0, :lo12:var
	add	x1, x1, #:lo12:var+8
	ldr	x2, [x0, :lo12:var]
	ldr	w3, [x0, #:lo12:var+4]
	ldrh	w4, [x0, :lo12:var]
	ldrb	w5, [x0, :lo12:var]
	strb	w5, [x0, :lo12:local]
	str	q6, [x0, :lo12:var]
	ldr	d7, [x0, :lo12:var]
	ldr	s8, [x0, :lo12:var]
	ldr	h9, [x0, :lo12:var]
	ldr	b10, [x0, :lo12:var]
	ldrsw	x11, [x0, :lo12:var]
	add	w12, w1, :lo12:var
	add	x13, sp, :LO12:local
	ldrsb	x14, [x1, :lo12:var-1]
	ldr	x15, [x2, #:lo12:other+16]
	.data
other:
local:
	.xword 0
