// mattr: +sve2
// instructions llvm-mc 19 takes only with: sve2
histcnt	z25.d, p0/z, z22.d, z4.d
histcnt	z25.s, p0/z, z26.s, z5.s
histseg	z21.b, z25.b, z13.b
ldnt1b	{ z9.d }, p0/z, [z7.d, xzr]
ldnt1b	{ z12.s }, p2/z, [z16.s, xzr]
ldnt1d	{ z17.d }, p2/z, [z16.d, xzr]
ldnt1h	{ z14.d }, p5/z, [z31.d, xzr]
ldnt1h	{ z30.s }, p3/z, [z9.s, xzr]
ldnt1sb	{ z27.d }, p4/z, [z23.d, x21]
ldnt1sb	{ z8.s }, p1/z, [z16.s, x27]
ldnt1sh	{ z3.d }, p4/z, [z1.d, xzr]
ldnt1sh	{ z19.s }, p2/z, [z3.s, x20]
ldnt1sw	{ z3.d }, p5/z, [z23.d, x12]
ldnt1w	{ z26.d }, p0/z, [z6.d, x29]
ldnt1w	{ z20.s }, p3/z, [z18.s, xzr]
match	p7.b, p3/z, z8.b, z29.b
match	p12.h, p4/z, z30.h, z2.h
nmatch	p0.b, p1/z, z31.b, z11.b
nmatch	p4.h, p1/z, z1.h, z1.h
stnt1b	{ z2.d }, p0, [z8.d, x10]
stnt1b	{ z13.s }, p2, [z13.s, x24]
stnt1d	{ z7.d }, p2, [z9.d, x13]
stnt1h	{ z24.d }, p0, [z19.d, x10]
stnt1h	{ z28.s }, p4, [z25.s, xzr]
stnt1w	{ z2.d }, p6, [z12.d, x10]
stnt1w	{ z25.s }, p6, [z25.s, x25]
