// mattr: +sve2
// instructions llvm-mc 19 takes only with: sve2
histcnt	z26.d, p5/z, z5.d, z30.d
histcnt	z0.s, p0/z, z23.s, z1.s
histseg	z9.b, z14.b, z0.b
ldnt1b	{ z13.d }, p4/z, [z7.d, xzr]
ldnt1b	{ z15.s }, p1/z, [z5.s, x21]
ldnt1d	{ z28.d }, p0/z, [z6.d, xzr]
ldnt1h	{ z14.d }, p5/z, [z14.d, x10]
ldnt1h	{ z24.s }, p0/z, [z10.s, xzr]
ldnt1sb	{ z29.d }, p6/z, [z29.d, xzr]
ldnt1sb	{ z12.s }, p1/z, [z12.s, x10]
ldnt1sh	{ z2.d }, p1/z, [z7.d, x26]
ldnt1sh	{ z25.s }, p4/z, [z29.s, x3]
ldnt1sw	{ z9.d }, p6/z, [z16.d, xzr]
ldnt1w	{ z16.d }, p3/z, [z13.d, xzr]
ldnt1w	{ z31.s }, p1/z, [z5.s, xzr]
match	p12.b, p1/z, z23.b, z14.b
match	p2.h, p7/z, z24.h, z23.h
nmatch	p0.b, p2/z, z15.b, z15.b
nmatch	p7.h, p0/z, z1.h, z26.h
stnt1b	{ z9.d }, p6, [z1.d, x26]
stnt1b	{ z6.s }, p2, [z29.s, xzr]
stnt1d	{ z0.d }, p2, [z13.d, xzr]
stnt1h	{ z12.d }, p2, [z14.d, xzr]
stnt1h	{ z25.s }, p1, [z19.s, xzr]
stnt1w	{ z12.d }, p1, [z22.d, xzr]
stnt1w	{ z3.s }, p2, [z12.s, x17]
