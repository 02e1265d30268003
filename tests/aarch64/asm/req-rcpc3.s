// mattr: +rcpc3
// instructions llvm-mc 19 takes only with: rcpc3
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
stilp	w28, w27, [x5, #-8]!
stilp	x14, x0, [x25]
stilp	x19, x0, [x28, #-16]!
stlr	w24, [x1, #-4]!
stlr	x28, [x14, #-8]!
stlur	b1, [x17, #0]
stlur	d6, [x23, #0]
stlur	h10, [x23, #103]
stlur	q1, [x11, #-140]
stlur	s0, [x12, #0]
