// mattr: +rcpc3
// instructions llvm-mc 19 takes only with: rcpc3
ldap1	{ v17.d }[0], [x21]
ldapr	w10, [x0], #4
ldapr	x6, [x0], #8
ldapur	b18, [x5, #239]
ldapur	d30, [x9, #208]
ldapur	h31, [x25, #255]
ldapur	q27, [x21, #0]
ldapur	s14, [x29, #235]
ldiapp	w5, w27, [x28]
ldiapp	w23, w28, [x1], #8
ldiapp	xzr, x18, [x23]
ldiapp	x13, x24, [x0], #16
stilp	w21, w2, [x2]
stilp	w17, w9, [x23, #-8]!
stilp	x28, x16, [x12]
stilp	x17, x29, [x15, #-16]!
stl1	{ v1.d }[0], [x1]
stlr	w4, [x16, #-4]!
stlr	x6, [x28, #-8]!
stlur	b3, [x26, #0]
stlur	d2, [x22, #0]
stlur	h15, [x2, #165]
stlur	q29, [x16, #-153]
stlur	s9, [sp, #0]
