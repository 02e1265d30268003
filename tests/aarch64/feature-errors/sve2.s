// without sve2: each line is rejected
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
