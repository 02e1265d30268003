// mattr: +sve2
// instructions llvm-mc 19 takes only with: sve2
histcnt	z18.d, p7/z, z17.d, z17.d
histcnt	z12.s, p7/z, z14.s, z15.s
histseg	z8.b, z29.b, z30.b
ldnt1b	{ z20.d }, p3/z, [z2.d, x28]
ldnt1b	{ z16.s }, p1/z, [z14.s, xzr]
ldnt1d	{ z9.d }, p0/z, [z8.d, x13]
ldnt1h	{ z22.d }, p7/z, [z2.d, xzr]
ldnt1h	{ z2.s }, p4/z, [z2.s, x30]
ldnt1sb	{ z6.d }, p1/z, [z1.d, x2]
ldnt1sb	{ z7.s }, p6/z, [z6.s, x3]
ldnt1sh	{ z28.d }, p4/z, [z28.d, x25]
ldnt1sh	{ z26.s }, p6/z, [z0.s, xzr]
ldnt1sw	{ z8.d }, p4/z, [z26.d, x18]
ldnt1w	{ z23.d }, p3/z, [z31.d, xzr]
ldnt1w	{ z11.s }, p7/z, [z31.s, x24]
match	p9.b, p4/z, z27.b, z12.b
match	p12.h, p4/z, z16.h, z17.h
nmatch	p6.b, p1/z, z15.b, z8.b
nmatch	p9.h, p1/z, z10.h, z29.h
stnt1b	{ z14.d }, p2, [z28.d, x20]
stnt1b	{ z14.s }, p7, [z6.s, xzr]
stnt1d	{ z7.d }, p3, [z6.d, x13]
stnt1h	{ z12.d }, p4, [z3.d, x0]
stnt1h	{ z3.s }, p5, [z22.s, xzr]
stnt1w	{ z31.d }, p1, [z24.d, x8]
stnt1w	{ z4.s }, p1, [z25.s, xzr]
