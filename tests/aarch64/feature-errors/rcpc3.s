// without rcpc3: each line is rejected
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
