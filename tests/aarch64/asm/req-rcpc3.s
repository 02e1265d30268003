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
stilp	w20, w12, [sp]
stilp	wzr, w11, [x17, #-8]!
stilp	x20, x23, [x8]
stilp	xzr, x8, [x2, #-16]!
stl1	{ v13.d }[1], [x16]
stlr	w11, [x10, #-4]!
stlr	x22, [x18, #-8]!
stlur	b14, [x2, #130]
stlur	d11, [x17, #-1]
stlur	h7, [x3, #119]
stlur	q9, [x28, #202]
stlur	s8, [x18, #255]
