// mattr: +rcpc3
// instructions llvm-mc 19 takes only with: rcpc3
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
stilp	w12, w12, [x13]
stilp	w26, w11, [x27, #-8]!
stilp	x12, x19, [x4]
stilp	x1, x1, [x6, #-16]!
stl1	{ v8.d }[0], [x19]
stlr	w1, [x12, #-4]!
stlr	x5, [x2, #-8]!
stlur	b3, [x18, #0]
stlur	d16, [x18, #0]
stlur	h9, [sp, #102]
stlur	q2, [x14, #1]
stlur	s18, [sp, #0]
