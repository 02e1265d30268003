// mattr: +sve2
// instructions llvm-mc 19 takes only with: sve2
histcnt	z13.d, p2/z, z0.d, z15.d
histcnt	z4.s, p4/z, z12.s, z23.s
histseg	z11.b, z2.b, z1.b
ldnt1b	{ z28.d }, p3/z, [z5.d, xzr]
ldnt1b	{ z28.s }, p6/z, [z5.s, xzr]
ldnt1d	{ z19.d }, p4/z, [z8.d, x11]
ldnt1h	{ z23.d }, p4/z, [z8.d, xzr]
ldnt1h	{ z15.s }, p5/z, [z1.s, x2]
ldnt1sb	{ z7.d }, p7/z, [z5.d, xzr]
ldnt1sb	{ z28.s }, p3/z, [z31.s, xzr]
ldnt1sh	{ z29.d }, p2/z, [z16.d, x18]
ldnt1sh	{ z7.s }, p5/z, [z8.s, x30]
ldnt1sw	{ z17.d }, p0/z, [z30.d, x7]
ldnt1w	{ z26.d }, p5/z, [z9.d, xzr]
ldnt1w	{ z14.s }, p1/z, [z28.s, xzr]
match	p5.b, p6/z, z23.b, z1.b
match	p9.h, p3/z, z20.h, z6.h
nmatch	p9.b, p5/z, z14.b, z22.b
nmatch	p12.h, p6/z, z3.h, z6.h
stnt1b	{ z0.d }, p3, [z11.d, xzr]
stnt1b	{ z10.s }, p4, [z25.s, x25]
stnt1d	{ z18.d }, p1, [z19.d, xzr]
stnt1h	{ z5.d }, p1, [z27.d, xzr]
stnt1h	{ z4.s }, p3, [z26.s, xzr]
stnt1w	{ z19.d }, p1, [z30.d, xzr]
stnt1w	{ z25.s }, p2, [z12.s, xzr]
