// mattr: +sve2
// instructions llvm-mc 19 takes only with: sve2
histcnt	z18.d, p3/z, z21.d, z10.d
histcnt	z12.s, p4/z, z25.s, z20.s
histseg	z12.b, z4.b, z22.b
ldnt1b	{ z25.d }, p2/z, [z0.d, xzr]
ldnt1b	{ z18.s }, p6/z, [z1.s, x8]
ldnt1d	{ z8.d }, p2/z, [z24.d, xzr]
ldnt1h	{ z24.d }, p2/z, [z9.d, xzr]
ldnt1h	{ z7.s }, p5/z, [z27.s, xzr]
ldnt1sb	{ z24.d }, p5/z, [z3.d, xzr]
ldnt1sb	{ z10.s }, p2/z, [z15.s, x14]
ldnt1sh	{ z25.d }, p0/z, [z16.d, x14]
ldnt1sh	{ z13.s }, p2/z, [z31.s, x20]
ldnt1sw	{ z30.d }, p1/z, [z3.d, xzr]
ldnt1w	{ z17.d }, p6/z, [z5.d, xzr]
ldnt1w	{ z0.s }, p6/z, [z7.s, xzr]
match	p1.b, p1/z, z12.b, z12.b
match	p5.h, p1/z, z16.h, z27.h
nmatch	p6.b, p4/z, z20.b, z1.b
nmatch	p11.h, p1/z, z29.h, z14.h
stnt1b	{ z21.d }, p1, [z2.d, x18]
stnt1b	{ z14.s }, p6, [z15.s, xzr]
stnt1d	{ z12.d }, p7, [z13.d, xzr]
stnt1h	{ z27.d }, p1, [z9.d, xzr]
stnt1h	{ z28.s }, p0, [z0.s, xzr]
stnt1w	{ z11.d }, p7, [z10.d, xzr]
stnt1w	{ z25.s }, p6, [z18.s, x5]
