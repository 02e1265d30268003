// mattr: +sve2
// instructions llvm-mc 19 takes only with: sve2
histcnt	z13.d, p2/z, z0.d, z15.d
histcnt	z4.s, p4/z, z12.s, z23.s
histseg	z11.b, z2.b, z1.b
ldnt1b	{ z26.d }, p6/z, [z17.d, xzr]
ldnt1b	{ z3.s }, p2/z, [z27.s, xzr]
ldnt1d	{ z16.d }, p4/z, [z12.d, x13]
ldnt1h	{ z16.d }, p7/z, [z7.d, xzr]
ldnt1h	{ z1.s }, p0/z, [z30.s, x17]
ldnt1sb	{ z21.d }, p4/z, [z31.d, xzr]
ldnt1sb	{ z17.s }, p1/z, [z29.s, xzr]
ldnt1sh	{ z7.d }, p0/z, [z27.d, x9]
ldnt1sh	{ z27.s }, p3/z, [z4.s, x0]
ldnt1sw	{ z1.d }, p1/z, [z20.d, x12]
ldnt1w	{ z18.d }, p4/z, [z15.d, xzr]
ldnt1w	{ z28.s }, p3/z, [z5.s, xzr]
match	p15.b, p3/z, z20.b, z17.b
match	p2.h, p7/z, z15.h, z9.h
nmatch	p12.b, p6/z, z15.b, z19.b
nmatch	p8.h, p2/z, z28.h, z20.h
stnt1b	{ z15.d }, p0, [z24.d, xzr]
stnt1b	{ z10.s }, p5, [z24.s, x15]
stnt1d	{ z21.d }, p5, [z4.d, xzr]
stnt1h	{ z0.d }, p1, [z31.d, xzr]
stnt1h	{ z28.s }, p0, [z8.s, xzr]
stnt1w	{ z2.d }, p3, [z4.d, xzr]
stnt1w	{ z9.s }, p6, [z13.s, xzr]
