// mattr: +sve2
// instructions llvm-mc 19 takes only with: sve2
histcnt	z17.d, p5/z, z3.d, z12.d
histcnt	z3.s, p1/z, z17.s, z31.s
histseg	z24.b, z12.b, z18.b
ldnt1b	{ z1.d }, p6/z, [z23.d, xzr]
ldnt1b	{ z0.s }, p3/z, [z28.s, x26]
ldnt1d	{ z31.d }, p0/z, [z21.d, xzr]
ldnt1h	{ z19.d }, p1/z, [z8.d, x21]
ldnt1h	{ z16.s }, p0/z, [z13.s, xzr]
ldnt1sb	{ z8.d }, p4/z, [z23.d, xzr]
ldnt1sb	{ z28.s }, p0/z, [z14.s, x13]
ldnt1sh	{ z7.d }, p0/z, [z28.d, x30]
ldnt1sh	{ z21.s }, p0/z, [z7.s, x14]
ldnt1sw	{ z1.d }, p0/z, [z11.d, xzr]
ldnt1w	{ z13.d }, p4/z, [z8.d, xzr]
ldnt1w	{ z13.s }, p4/z, [z20.s, xzr]
match	p12.b, p1/z, z11.b, z18.b
match	p6.h, p4/z, z5.h, z27.h
nmatch	p15.b, p4/z, z29.b, z19.b
nmatch	p9.h, p4/z, z16.h, z29.h
stnt1b	{ z6.d }, p3, [z0.d, x9]
stnt1b	{ z5.s }, p5, [z27.s, xzr]
stnt1d	{ z2.d }, p0, [z19.d, xzr]
stnt1h	{ z14.d }, p7, [z0.d, xzr]
stnt1h	{ z14.s }, p4, [z9.s, xzr]
stnt1w	{ z11.d }, p3, [z27.d, xzr]
stnt1w	{ z31.s }, p2, [z23.s, x27]
