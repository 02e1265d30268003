// mattr: +rcpc3
// instructions llvm-mc 19 takes only with: rcpc3
ldap1	{ v23.d }[1], [x14]
ldapr	w1, [x26], #4
ldapr	x29, [x11], #8
ldapur	b0, [x24, #3]
ldapur	d14, [x13, #195]
ldapur	h1, [x23, #255]
ldapur	q11, [x30, #-131]
ldapur	s27, [x4, #61]
ldiapp	w29, w14, [x3]
ldiapp	w30, w22, [x22], #8
ldiapp	x18, x28, [x14]
ldiapp	x13, x29, [x15], #16
stilp	w3, w7, [x21]
stilp	w4, w25, [x19, #-8]!
stilp	x22, x8, [x19]
stilp	x2, x0, [x19, #-16]!
stl1	{ v25.d }[1], [x22]
stlr	w9, [x7, #-4]!
stlr	x19, [x19, #-8]!
stlur	b13, [x30, #-256]
stlur	d5, [x0, #0]
stlur	h19, [x5, #160]
stlur	q12, [x3, #-227]
stlur	s23, [x29, #0]
