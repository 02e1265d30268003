// mattr: +rcpc3
// instructions llvm-mc 19 takes only with: rcpc3
ldap1	{ v23.d }[0], [x22]
ldapr	w0, [x9], #4
ldapr	x4, [x4], #8
ldapur	b29, [x21, #-149]
ldapur	d8, [x23, #-1]
ldapur	h11, [x21, #201]
ldapur	q8, [x22, #0]
ldapur	s18, [x25, #-73]
ldiapp	w21, w25, [x28]
ldiapp	w23, w1, [x1], #8
ldiapp	x11, x30, [x10]
ldiapp	x8, x4, [x5], #16
stilp	w20, w13, [x20]
stilp	w28, w22, [x17, #-8]!
stilp	x8, x0, [x11]
stilp	x26, x13, [x9, #-16]!
stl1	{ v5.d }[1], [x0]
stlr	w14, [x22, #-4]!
stlr	x27, [x28, #-8]!
stlur	b14, [x3, #0]
stlur	d12, [x21, #0]
stlur	h1, [x9, #-165]
stlur	q26, [x28, #-65]
stlur	s2, [x8, #0]
