// without rcpc3: each line is rejected
ldapr	w23, [x17], #4
ldapr	x3, [x20], #8
ldapur	b14, [x0, #20]
ldapur	d4, [x0, #-54]
ldapur	h13, [x9, #142]
ldapur	q28, [x2, #0]
ldapur	s20, [x29, #-224]
ldiapp	w11, w30, [x2]
ldiapp	w4, w16, [x4], #8
ldiapp	x8, x27, [x4]
ldiapp	x21, x26, [x8], #16
stilp	w22, w12, [x26]
