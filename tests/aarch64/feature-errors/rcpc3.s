// without rcpc3: each line is rejected
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
