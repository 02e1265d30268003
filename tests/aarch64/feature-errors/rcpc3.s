// without rcpc3: each line is rejected
ldap1	{ v16.d }[1], [x4]
ldapr	w15, [x21], #4
ldapr	x6, [x26], #8
ldapur	b21, [x12, #1]
ldapur	d8, [x28, #-256]
ldapur	h28, [x15, #-164]
ldapur	q18, [x17, #0]
ldapur	s23, [x2, #-110]
ldiapp	w29, w13, [x12]
ldiapp	w12, w10, [x4], #8
ldiapp	x5, x7, [x26]
ldiapp	x17, x29, [x25], #16
