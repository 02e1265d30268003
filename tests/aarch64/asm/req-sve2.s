// mattr: +sve2
// instructions llvm-mc 19 takes only with: sve2
histcnt	z11.d, p4/z, z29.d, z21.d
histcnt	z11.s, p1/z, z28.s, z24.s
histseg	z5.b, z7.b, z21.b
ldnt1b	{ z20.d }, p2/z, [z26.d, xzr]
ldnt1b	{ z14.s }, p0/z, [z21.s, xzr]
ldnt1d	{ z23.d }, p2/z, [z17.d, x14]
ldnt1h	{ z0.d }, p3/z, [z19.d, xzr]
ldnt1h	{ z31.s }, p6/z, [z5.s, xzr]
ldnt1sb	{ z27.d }, p7/z, [z28.d, x28]
ldnt1sb	{ z31.s }, p0/z, [z14.s, x30]
ldnt1sh	{ z26.d }, p0/z, [z11.d, xzr]
ldnt1sh	{ z27.s }, p2/z, [z16.s, x23]
ldnt1sw	{ z6.d }, p1/z, [z26.d, x4]
ldnt1w	{ z6.d }, p3/z, [z20.d, x21]
ldnt1w	{ z27.s }, p6/z, [z19.s, xzr]
match	p2.b, p4/z, z23.b, z10.b
match	p0.h, p2/z, z20.h, z11.h
nmatch	p2.b, p1/z, z25.b, z19.b
nmatch	p12.h, p0/z, z10.h, z14.h
stnt1b	{ z19.d }, p7, [z19.d, x27]
stnt1b	{ z25.s }, p5, [z14.s, x10]
stnt1d	{ z22.d }, p6, [z31.d, xzr]
stnt1h	{ z4.d }, p7, [z12.d, x28]
stnt1h	{ z2.s }, p6, [z29.s, x16]
stnt1w	{ z10.d }, p7, [z26.d, x17]
stnt1w	{ z22.s }, p5, [z26.s, xzr]
