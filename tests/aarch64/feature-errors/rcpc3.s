// without rcpc3: each line is rejected
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
