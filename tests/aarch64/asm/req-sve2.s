// mattr: +sve2
// instructions llvm-mc 19 takes only with: sve2
histcnt	z21.d, p1/z, z1.d, z31.d
histcnt	z27.s, p7/z, z23.s, z3.s
histseg	z16.b, z18.b, z31.b
ldnt1b	{ z11.d }, p0/z, [z1.d, xzr]
ldnt1b	{ z12.s }, p0/z, [z3.s, x26]
ldnt1d	{ z30.d }, p5/z, [z28.d, xzr]
ldnt1h	{ z21.d }, p0/z, [z28.d, x13]
ldnt1h	{ z12.s }, p3/z, [z12.s, xzr]
ldnt1sb	{ z20.d }, p7/z, [z27.d, xzr]
ldnt1sb	{ z14.s }, p0/z, [z20.s, x15]
ldnt1sh	{ z7.d }, p0/z, [z26.d, x19]
ldnt1sh	{ z16.s }, p0/z, [z24.s, x20]
ldnt1sw	{ z13.d }, p6/z, [z15.d, xzr]
ldnt1w	{ z11.d }, p4/z, [z22.d, xzr]
ldnt1w	{ z21.s }, p1/z, [z9.s, xzr]
match	p7.b, p4/z, z11.b, z2.b
match	p8.h, p6/z, z10.h, z22.h
nmatch	p0.b, p0/z, z14.b, z6.b
nmatch	p8.h, p1/z, z10.h, z26.h
stnt1b	{ z14.d }, p3, [z19.d, x4]
stnt1b	{ z6.s }, p0, [z1.s, xzr]
stnt1d	{ z8.d }, p5, [z13.d, xzr]
stnt1h	{ z27.d }, p1, [z3.d, xzr]
stnt1h	{ z5.s }, p6, [z2.s, xzr]
stnt1w	{ z17.d }, p3, [z7.d, xzr]
stnt1w	{ z10.s }, p7, [z21.s, x8]
