// without rcpc3: each line is rejected
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
