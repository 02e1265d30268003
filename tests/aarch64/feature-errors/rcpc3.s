// without rcpc3: each line is rejected
ldap1	{ v26.d }[1], [x8]
ldapr	w30, [x13], #4
ldapr	x26, [x25], #8
ldapur	b1, [x13, #255]
ldapur	d24, [x14, #215]
ldapur	h30, [x13, #183]
ldapur	q27, [x18, #0]
ldapur	s18, [x27, #-129]
ldiapp	w18, w27, [sp]
ldiapp	w27, w24, [x22], #8
ldiapp	x13, x25, [x22]
ldiapp	x16, x30, [x0], #16
