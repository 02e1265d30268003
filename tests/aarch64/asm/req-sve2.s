// mattr: +sve2
// instructions llvm-mc 19 takes only with: sve2
histcnt	z15.d, p7/z, z12.d, z18.d
histcnt	z24.s, p4/z, z21.s, z16.s
histseg	z23.b, z27.b, z11.b
ldnt1b	{ z5.d }, p5/z, [z11.d, xzr]
ldnt1b	{ z20.s }, p3/z, [z18.s, xzr]
ldnt1d	{ z31.d }, p6/z, [z12.d, x20]
ldnt1h	{ z26.d }, p6/z, [z7.d, xzr]
ldnt1h	{ z12.s }, p7/z, [z5.s, xzr]
ldnt1sb	{ z29.d }, p1/z, [z8.d, x4]
ldnt1sb	{ z0.s }, p3/z, [z21.s, x18]
ldnt1sh	{ z10.d }, p2/z, [z19.d, xzr]
ldnt1sh	{ z30.s }, p0/z, [z21.s, x25]
ldnt1sw	{ z24.d }, p0/z, [z6.d, x20]
ldnt1w	{ z14.d }, p6/z, [z27.d, x22]
ldnt1w	{ z19.s }, p7/z, [z5.s, xzr]
match	p7.b, p7/z, z29.b, z11.b
match	p1.h, p3/z, z30.h, z8.h
nmatch	p10.b, p5/z, z4.b, z2.b
nmatch	p9.h, p1/z, z7.h, z18.h
stnt1b	{ z14.d }, p1, [z2.d, x8]
stnt1b	{ z8.s }, p6, [z23.s, xzr]
stnt1d	{ z13.d }, p1, [z2.d, xzr]
stnt1h	{ z11.d }, p4, [z28.d, x12]
stnt1h	{ z26.s }, p0, [z19.s, x22]
stnt1w	{ z4.d }, p5, [z16.d, x8]
stnt1w	{ z25.s }, p2, [z19.s, xzr]
