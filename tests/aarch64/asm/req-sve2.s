// mattr: +sve2
// instructions llvm-mc 19 takes only with: sve2
histcnt	z20.d, p6/z, z15.d, z6.d
histcnt	z12.s, p0/z, z25.s, z23.s
histseg	z31.b, z9.b, z23.b
ldnt1b	{ z12.d }, p7/z, [z19.d, xzr]
ldnt1b	{ z0.s }, p7/z, [z10.s, xzr]
ldnt1d	{ z11.d }, p0/z, [z26.d, x21]
ldnt1h	{ z25.d }, p0/z, [z31.d, xzr]
ldnt1h	{ z14.s }, p0/z, [z17.s, x30]
ldnt1sb	{ z8.d }, p7/z, [z22.d, xzr]
ldnt1sb	{ z27.s }, p4/z, [z28.s, xzr]
ldnt1sh	{ z12.d }, p7/z, [z25.d, x29]
ldnt1sh	{ z29.s }, p7/z, [z13.s, x26]
ldnt1sw	{ z24.d }, p5/z, [z18.d, x24]
ldnt1w	{ z18.d }, p3/z, [z0.d, xzr]
ldnt1w	{ z0.s }, p4/z, [z23.s, xzr]
match	p0.b, p5/z, z24.b, z9.b
match	p12.h, p7/z, z0.h, z16.h
nmatch	p7.b, p5/z, z12.b, z11.b
nmatch	p1.h, p1/z, z19.h, z3.h
stnt1b	{ z22.d }, p5, [z23.d, xzr]
stnt1b	{ z29.s }, p3, [z7.s, x6]
stnt1d	{ z16.d }, p5, [z23.d, xzr]
stnt1h	{ z11.d }, p3, [z4.d, xzr]
stnt1h	{ z7.s }, p0, [z16.s, xzr]
stnt1w	{ z7.d }, p2, [z18.d, xzr]
stnt1w	{ z5.s }, p6, [z25.s, xzr]
