// without rcpc3: each line is rejected
ldap1	{ v26.d }[1], [x10]
ldapr	w21, [x13], #4
ldapr	x9, [x7], #8
ldapur	b26, [x26, #0]
ldapur	d0, [x21, #-139]
ldapur	h1, [x28, #150]
ldapur	q30, [x30, #0]
ldapur	s18, [sp, #0]
ldiapp	w19, w0, [x8]
ldiapp	w29, w9, [x17], #8
ldiapp	x11, x4, [x7]
ldiapp	x13, x2, [x1], #16
