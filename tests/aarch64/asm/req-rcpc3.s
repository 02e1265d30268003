// mattr: +rcpc3
// instructions llvm-mc 19 takes only with: rcpc3
ldap1	{ v26.d }[1], [x10]
ldapr	w21, [x13], #4
ldapr	x9, [x7], #8
ldapur	b26, [x26, #0]
ldapur	d0, [x21, #-139]
ldapur	h1, [x28, #150]
ldapur	q30, [x30, #0]
ldapur	s18, [sp, #0]
ldiapp	w19, w0, [x8]
ldiapp	w29, w9, [x17], #8
ldiapp	x11, x4, [x7]
ldiapp	x13, x2, [x1], #16
stilp	w24, w24, [x17]
stilp	w25, w29, [x3, #-8]!
stilp	x29, x5, [x17]
stilp	x26, x26, [x25, #-16]!
stl1	{ v14.d }[1], [x20]
stlr	wzr, [x25, #-4]!
stlr	x3, [x2, #-8]!
stlur	b17, [x7, #0]
stlur	d6, [x10, #-112]
stlur	h13, [x3, #0]
stlur	q28, [x22, #64]
stlur	s20, [x27, #156]
