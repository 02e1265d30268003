// mattr: +rcpc3
// instructions llvm-mc 19 takes only with: rcpc3
ldap1	{ v25.d }[0], [x8]
ldapr	w11, [x12], #4
ldapr	x23, [x22], #8
ldapur	b13, [x24, #0]
ldapur	d26, [x21, #171]
ldapur	h5, [x16, #0]
ldapur	q2, [x21, #-48]
ldapur	s29, [x12, #20]
ldiapp	w10, w23, [x24]
ldiapp	w17, w17, [x15], #8
ldiapp	x17, x17, [x23]
ldiapp	x11, x2, [x16], #16
stilp	w19, w18, [x9]
stilp	w21, w20, [x1, #-8]!
stilp	x15, x24, [x23]
stilp	x2, x16, [x20, #-16]!
stl1	{ v18.d }[1], [x6]
stlr	w14, [x11, #-4]!
stlr	x30, [x7, #-8]!
stlur	b8, [x24, #0]
stlur	d17, [sp, #-32]
stlur	h29, [x20, #0]
stlur	q18, [x27, #-1]
stlur	s19, [x11, #255]
