// mattr: +rcpc3
// instructions llvm-mc 19 takes only with: rcpc3
ldap1	{ v22.d }[0], [x3]
ldapr	w17, [x15], #4
ldapr	x29, [x20], #8
ldapur	b18, [sp, #0]
ldapur	d15, [x11, #-120]
ldapur	h19, [x23, #201]
ldapur	q23, [x11, #0]
ldapur	s26, [x20, #-210]
ldiapp	w4, w30, [x23]
ldiapp	w18, w30, [x28], #8
ldiapp	x8, x22, [x13]
ldiapp	x25, x28, [x8], #16
stilp	w6, w23, [x30]
stilp	w12, w10, [x6, #-8]!
stilp	x19, x11, [x19]
stilp	x30, x15, [x27, #-16]!
stl1	{ v19.d }[0], [x26]
stlr	w16, [x27, #-4]!
stlr	x3, [x0, #-8]!
stlur	b0, [x12, #0]
stlur	d2, [x7, #0]
stlur	h15, [x7, #0]
stlur	q22, [x23, #173]
stlur	s0, [x27, #0]
