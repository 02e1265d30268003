// mattr: +rcpc3
// instructions llvm-mc 19 takes only with: rcpc3
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
stilp	w8, w5, [sp]
stilp	w23, w29, [x7, #-8]!
stilp	x25, xzr, [x27]
stilp	x22, x6, [x21, #-16]!
stl1	{ v5.d }[0], [x2]
stlr	wzr, [x19, #-4]!
stlr	x0, [x19, #-8]!
stlur	b12, [x29, #0]
stlur	d23, [x29, #0]
stlur	h31, [x26, #70]
stlur	q13, [x16, #0]
stlur	s10, [x2, #0]
