// mattr: +sve2
// instructions llvm-mc 19 takes only with: sve2
histcnt	z27.d, p3/z, z17.d, z14.d
histcnt	z2.s, p2/z, z30.s, z1.s
histseg	z23.b, z29.b, z6.b
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
match	p6.b, p5/z, z24.b, z24.b
match	p5.h, p4/z, z16.h, z16.h
nmatch	p7.b, p2/z, z28.b, z12.b
nmatch	p0.h, p6/z, z22.h, z22.h
stnt1b	{ z17.d }, p2, [z13.d, xzr]
stnt1b	{ z25.s }, p1, [z15.s, xzr]
stnt1d	{ z7.d }, p3, [z16.d, xzr]
stnt1h	{ z18.d }, p5, [z0.d, xzr]
stnt1h	{ z27.s }, p7, [z6.s, xzr]
stnt1w	{ z6.d }, p3, [z28.d, xzr]
stnt1w	{ z1.s }, p2, [z1.s, xzr]
