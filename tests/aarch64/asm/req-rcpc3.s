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
stilp	w2, w9, [x3]
stilp	w16, w16, [x8, #-8]!
stilp	x6, x5, [x28]
stilp	x22, x29, [x0, #-16]!
stl1	{ v30.d }[1], [x7]
stlr	w26, [x2, #-4]!
stlr	x3, [x22, #-8]!
stlur	b27, [x18, #-4]
stlur	d3, [x14, #-136]
stlur	h0, [x1, #-91]
stlur	q19, [x11, #-97]
stlur	s8, [x26, #237]
