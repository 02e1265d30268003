// without rcpc3: each line is rejected
ldap1	{ v23.d }[1], [x14]
ldapr	w1, [x26], #4
ldapr	x29, [x11], #8
ldapur	b0, [x24, #3]
ldapur	d14, [x13, #195]
ldapur	h1, [x23, #255]
ldapur	q11, [x30, #-131]
ldapur	s27, [x4, #61]
ldiapp	w29, w14, [x3]
ldiapp	w30, w22, [x22], #8
ldiapp	x18, x28, [x14]
ldiapp	x13, x29, [x15], #16
