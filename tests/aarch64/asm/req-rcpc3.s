// mattr: +rcpc3
// instructions llvm-mc 19 takes only with: rcpc3
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
stilp	w13, w22, [x6, #-8]!
stilp	x15, x10, [x23]
stilp	x0, x12, [x7, #-16]!
stlr	w2, [x4, #-4]!
stlr	x20, [x9, #-8]!
stlur	b12, [x25, #0]
stlur	d4, [x26, #0]
stlur	h21, [x30, #0]
stlur	q16, [sp, #-1]
stlur	s30, [x18, #-237]
