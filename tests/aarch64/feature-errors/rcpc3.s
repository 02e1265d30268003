// without rcpc3: each line is rejected
ldapr	w30, [x6], #4
ldapr	x7, [x16], #8
ldapur	b7, [x14, #0]
ldapur	d9, [x16, #-89]
ldapur	h26, [x20, #117]
ldapur	q7, [x30, #-243]
ldapur	s20, [x1, #0]
ldiapp	w3, w5, [x9]
ldiapp	w24, w5, [x4], #8
ldiapp	x17, x12, [x11]
ldiapp	x5, x19, [x8], #16
stilp	w30, w8, [x4]
