// without sve2: each line is rejected
histcnt	z18.d, p3/z, z21.d, z10.d
histcnt	z12.s, p4/z, z25.s, z20.s
histseg	z12.b, z4.b, z22.b
ldnt1b	{ z25.d }, p2/z, [z0.d, xzr]
ldnt1b	{ z18.s }, p6/z, [z1.s, x8]
ldnt1d	{ z8.d }, p2/z, [z24.d, xzr]
ldnt1h	{ z24.d }, p2/z, [z9.d, xzr]
ldnt1h	{ z7.s }, p5/z, [z27.s, xzr]
ldnt1sb	{ z24.d }, p5/z, [z3.d, xzr]
ldnt1sb	{ z10.s }, p2/z, [z15.s, x14]
ldnt1sh	{ z25.d }, p0/z, [z16.d, x14]
ldnt1sh	{ z13.s }, p2/z, [z31.s, x20]
