// mattr: +rcpc3
// instructions llvm-mc 19 takes only with: rcpc3
ldap1	{ v13.d }[1], [x19]
ldapr	w28, [x25], #4
ldapr	x3, [x12], #8
ldapur	b27, [x18, #0]
ldapur	d15, [x23, #-38]
ldapur	h21, [x17, #197]
ldapur	q0, [x27, #-157]
ldapur	s0, [x14, #93]
ldiapp	w0, w18, [x3]
ldiapp	w29, w21, [x11], #8
ldiapp	x11, x22, [x30]
ldiapp	x19, x4, [x12], #16
stilp	w29, w23, [x8]
stilp	w1, w25, [x11, #-8]!
stilp	x26, x7, [x18]
stilp	x8, x18, [x11, #-16]!
stl1	{ v25.d }[0], [x21]
stlr	w20, [x29, #-4]!
stlr	x15, [x21, #-8]!
stlur	b12, [x11, #0]
stlur	d25, [x3, #-174]
stlur	h9, [x28, #-142]
stlur	q2, [x9, #0]
stlur	s15, [x22, #0]
