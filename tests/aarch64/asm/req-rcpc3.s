// mattr: +rcpc3
// instructions llvm-mc 19 takes only with: rcpc3
ldap1	{ v10.d }[1], [x20]
ldapr	w0, [x14], #4
ldapr	x3, [x7], #8
ldapur	b0, [x29, #195]
ldapur	d20, [x30, #0]
ldapur	h9, [x5, #0]
ldapur	q8, [x22, #-230]
ldapur	s13, [x17, #-93]
ldiapp	w30, w3, [x27]
ldiapp	w1, w28, [x0], #8
ldiapp	x24, x28, [x27]
ldiapp	x13, x2, [x7], #16
stilp	w30, w28, [x3]
stilp	w11, w8, [x2, #-8]!
stilp	x18, x9, [x11]
stilp	xzr, x0, [x0, #-16]!
stl1	{ v5.d }[1], [x23]
stlr	w2, [x8, #-4]!
stlr	x1, [x8, #-8]!
stlur	b11, [x5, #-134]
stlur	d5, [x10, #-1]
stlur	h2, [x0, #151]
stlur	q9, [x15, #0]
stlur	s24, [x8, #0]
