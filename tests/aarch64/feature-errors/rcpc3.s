// without rcpc3: each line is rejected
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
