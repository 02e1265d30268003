// mattr: +sve2
// instructions llvm-mc 19 takes only with: sve2
histcnt	z9.d, p0/z, z27.d, z31.d
histcnt	z6.s, p7/z, z23.s, z4.s
histseg	z21.b, z8.b, z23.b
ldnt1b	{ z27.d }, p0/z, [z14.d, xzr]
ldnt1b	{ z20.s }, p3/z, [z7.s, x3]
ldnt1d	{ z26.d }, p4/z, [z16.d, xzr]
ldnt1h	{ z24.d }, p5/z, [z13.d, x26]
ldnt1h	{ z15.s }, p4/z, [z11.s, xzr]
ldnt1sb	{ z22.d }, p3/z, [z21.d, xzr]
ldnt1sb	{ z9.s }, p4/z, [z30.s, xzr]
ldnt1sh	{ z25.d }, p2/z, [z30.d, x13]
ldnt1sh	{ z15.s }, p2/z, [z25.s, x28]
ldnt1sw	{ z30.d }, p3/z, [z3.d, xzr]
ldnt1w	{ z2.d }, p1/z, [z13.d, xzr]
ldnt1w	{ z21.s }, p4/z, [z13.s, xzr]
match	p7.b, p4/z, z16.b, z21.b
match	p0.h, p3/z, z16.h, z11.h
nmatch	p1.b, p2/z, z14.b, z28.b
nmatch	p14.h, p0/z, z4.h, z24.h
stnt1b	{ z17.d }, p6, [z31.d, x13]
stnt1b	{ z22.s }, p0, [z7.s, xzr]
stnt1d	{ z0.d }, p6, [z14.d, xzr]
stnt1h	{ z17.d }, p6, [z9.d, xzr]
stnt1h	{ z30.s }, p0, [z26.s, xzr]
stnt1w	{ z6.d }, p2, [z25.d, xzr]
stnt1w	{ z25.s }, p6, [z26.s, x9]
