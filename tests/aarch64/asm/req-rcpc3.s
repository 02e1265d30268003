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
stilp	w14, w18, [x13]
stilp	w11, w18, [x30, #-8]!
stilp	x21, x3, [x20]
stilp	x9, x4, [x25, #-16]!
stl1	{ v15.d }[1], [x27]
stlr	w2, [x23, #-4]!
stlr	x28, [x17, #-8]!
stlur	b16, [x25, #0]
stlur	d23, [x13, #0]
stlur	h16, [x16, #0]
stlur	q6, [x29, #0]
stlur	s31, [x25, #-30]
