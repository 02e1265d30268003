// without rcpc3: each line is rejected
ldap1	{ v13.d }[1], [x19]
ldapr	w28, [x25], #4
ldapr	x3, [x12], #8
ldapur	b27, [x18, #0]
ldapur	d15, [x23, #-38]
ldapur	h21, [x17, #197]
ldapur	q0, [x27, #-157]
ldapur	s0, [x14, #93]
ldiapp	w0, w18, [x3]
ldiapp	w29, w21, [x11], #8
ldiapp	x11, x22, [x30]
ldiapp	x19, x4, [x12], #16
