// mattr: +sve2
// instructions llvm-mc 19 takes only with: sve2
histcnt	z21.d, p2/z, z12.d, z18.d
histcnt	z25.s, p5/z, z12.s, z4.s
histseg	z22.b, z21.b, z7.b
ldnt1b	{ z30.d }, p4/z, [z25.d, xzr]
ldnt1b	{ z0.s }, p0/z, [z26.s, x7]
ldnt1d	{ z16.d }, p5/z, [z25.d, xzr]
ldnt1h	{ z1.d }, p5/z, [z1.d, x11]
ldnt1h	{ z11.s }, p7/z, [z10.s, xzr]
ldnt1sb	{ z8.d }, p1/z, [z28.d, xzr]
ldnt1sb	{ z8.s }, p0/z, [z21.s, x3]
ldnt1sh	{ z20.d }, p6/z, [z3.d, x7]
ldnt1sh	{ z8.s }, p0/z, [z20.s, x7]
ldnt1sw	{ z27.d }, p1/z, [z11.d, xzr]
ldnt1w	{ z27.d }, p5/z, [z14.d, xzr]
ldnt1w	{ z16.s }, p5/z, [z26.s, xzr]
match	p10.b, p7/z, z31.b, z27.b
match	p8.h, p6/z, z21.h, z14.h
nmatch	p5.b, p6/z, z17.b, z3.b
nmatch	p13.h, p4/z, z14.h, z8.h
stnt1b	{ z9.d }, p6, [z23.d, x9]
stnt1b	{ z21.s }, p1, [z14.s, xzr]
stnt1d	{ z20.d }, p6, [z27.d, xzr]
stnt1h	{ z15.d }, p6, [z29.d, xzr]
stnt1h	{ z3.s }, p1, [z9.s, xzr]
stnt1w	{ z18.d }, p5, [z17.d, xzr]
stnt1w	{ z19.s }, p5, [z14.s, x17]
