// mattr: +sve2
// instructions llvm-mc 19 takes only with: sve2
histcnt	z19.d, p6/z, z29.d, z18.d
histcnt	z5.s, p7/z, z23.s, z9.s
histseg	z5.b, z23.b, z23.b
ldnt1b	{ z24.d }, p1/z, [z5.d, x2]
ldnt1b	{ z31.s }, p0/z, [z29.s, x8]
ldnt1d	{ z17.d }, p0/z, [z26.d, x8]
ldnt1h	{ z19.d }, p2/z, [z19.d, x11]
ldnt1h	{ z3.s }, p0/z, [z6.s, xzr]
ldnt1sb	{ z28.d }, p0/z, [z21.d, xzr]
ldnt1sb	{ z7.s }, p0/z, [z10.s, xzr]
ldnt1sh	{ z27.d }, p1/z, [z23.d, x24]
ldnt1sh	{ z19.s }, p7/z, [z27.s, x26]
ldnt1sw	{ z24.d }, p4/z, [z24.d, xzr]
ldnt1w	{ z0.d }, p1/z, [z30.d, x6]
ldnt1w	{ z27.s }, p5/z, [z20.s, x1]
match	p1.b, p0/z, z23.b, z21.b
match	p4.h, p2/z, z28.h, z31.h
nmatch	p8.b, p0/z, z6.b, z16.b
nmatch	p4.h, p4/z, z0.h, z28.h
stnt1b	{ z27.d }, p0, [z21.d, x19]
stnt1b	{ z17.s }, p7, [z18.s, x14]
stnt1d	{ z28.d }, p4, [z22.d, xzr]
stnt1h	{ z27.d }, p7, [z21.d, x20]
stnt1h	{ z31.s }, p6, [z26.s, x23]
stnt1w	{ z4.d }, p1, [z23.d, x11]
stnt1w	{ z11.s }, p6, [z1.s, x27]
